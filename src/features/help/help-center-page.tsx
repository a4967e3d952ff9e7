import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { useLang, useMarketId } from '../../state/use-lang';
import { PageIntro } from '../../ui/page-intro';
import { SmartLink } from '../../ui/smart-link';
import { TextField } from '../../ui/text-field';
import { FaqList } from './faq-list';
import { faqsQuery, type HelpCenterContent } from './help-queries';
import { searchHelp } from './help-search';
import { HelpSearchResults } from './help-search-results';
import { HelpTopics } from './help-topics';
import { useHelpArticles } from './use-help-articles';
import '../../ui/content-sections.css';
import { faqPageJsonLd } from './faq-page';
import './help.css';
import { Island, Static } from '../../ui/islands';

/** The search and what it finds (the topics while nothing is typed): one island. */
function HelpSearch({ content }: { content: HelpCenterContent }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { articles, isPending } = useHelpArticles();
  const searching = deferredQuery.trim().length > 0;
  return (
    <>
      <div className="help-search">
        <form role="search" onSubmit={(event) => event.preventDefault()} aria-label={t('help.searchLabel')}>
          <TextField
            id="help-search"
            type="search"
            label={t('help.searchLabel')}
            value={query}
            onChange={setQuery}
            placeholder={content.SearchPlaceholder}
            autoComplete="off"
          />
        </form>
      </div>
      {isPending ? (
        <div className="skeleton skeleton-line" aria-hidden="true" />
      ) : searching ? (
        <HelpSearchResults hits={searchHelp(articles, deferredQuery)} query={deferredQuery.trim()} />
      ) : (
        <HelpTopics topics={content.Topics} articles={articles} />
      )}
    </>
  );
}

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
  return (
    <div className="page">
      <Static>
        <PageIntro title={content.Title ?? t('common.nav.help')} intro={content.Intro} />
      </Static>
      <Island wake="interaction">
        <HelpSearch content={content} />
      </Island>
      <Static>
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
      </Static>
    </div>
  );
}
