import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { useLang, useMarketId } from '../../state/use-lang';
import { PageIntro } from '../../ui/page-intro';
import { SmartLink } from '../../ui/smart-link';
import { FaqList } from './faq-list';
import { faqsQuery, type HelpCenterContent } from './help-queries';
import '../../ui/content-sections.css';
import { faqPageJsonLd } from './faq-page';
import './help.css';
import { Island } from '../../ui/islands';
import { useSearch } from '@tanstack/react-router';
import { localizedPath } from '../../i18n/localized-paths';
import { helpQueryOf, island as helpSearch } from './help-search-island';

export function HelpCenterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const content = useContent<HelpCenterContent>('help-center');
  const faqs = useQuery(faqsQuery(useMarketId(), lang));
  usePageMeta(content.SEO, {
    fallbackTitle: content.Title,
    fallbackDescription: content.Intro,
    jsonLd: () => [
      faqPageJsonLd((faqs.data ?? []).map(({ attributes: faq }) => ({ question: faq.Question ?? '', answer: faq.Answer ?? '' }))),
    ],
  });
  const cta = content.ContactCta;
  const query = helpQueryOf(useSearch({ strict: false }) as Record<string, unknown>);
  return (
    <div className="page">
      <PageIntro title={content.Title ?? t('common.nav.help')} intro={content.Intro} />
      <Island
        of={helpSearch}
        props={{
          query,
          action: localizedPath('helpCenter', {}, lang),
        }}
      />
      <section aria-labelledby="help-faqs-title" className="content-section" id="faqs">
        <h2 id="help-faqs-title">{content.FaqsTitle ?? t('help.faqsTitle')}</h2>
        {faqs.isPending ? (
          <div className="skeleton skeleton-line" aria-hidden="true" />
        ) : (
          <FaqList faqs={(faqs.data ?? []).map((entry) => entry.attributes)} />
        )}
        {faqs.isSuccess && faqs.data.length === 0 && <p className="empty-state">{t('help.noFaqs')}</p>}
      </section>
      {cta?.Title && (
        <section aria-labelledby="help-contact-title" className="content-section card">
          <h2 id="help-contact-title">{cta.Title}</h2>
          {cta.Text && <p>{cta.Text}</p>}
          {cta.Cta?.Url && cta.Cta.Label && (
            <SmartLink href={cta.Cta.Url} lang={lang} className="button">
              {cta.Cta.Label}
            </SmartLink>
          )}
        </section>
      )}
    </div>
  );
}
