import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useLang, useMarketId } from '../../state/use-lang';
import { SmartLink } from '../../ui/smart-link';
import { FaqDetails } from '../../ui/details-list';
import type { HomeContent } from './home-content';
import { homeFaqsQuery } from './home-queries';

const SHOWN = 5;

export function HomeFaqs({ teaser }: { teaser?: HomeContent['FaqsTeaser'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending } = useQuery(homeFaqsQuery(useMarketId(), lang));
  return (
    <section className="content-section" aria-labelledby="home-faqs-title" aria-busy={isPending}>
      <h2 id="home-faqs-title">{teaser?.Title ?? t('pages.home.faqsTitle')}</h2>
      {teaser?.Intro && <p>{teaser.Intro}</p>}
      {isPending && <div className="skeleton skeleton-line" aria-hidden="true" />}
      <div className="home-faqs">
        <FaqDetails faqs={(data ?? []).map((entry) => entry.attributes)} className="home-faq" max={SHOWN} />
      </div>
      {teaser?.Cta?.Url && teaser.Cta.Label && (
        <p className="cta-row">
          <SmartLink href={teaser.Cta.Url} lang={lang} className="button secondary">
            {teaser.Cta.Label}
          </SmartLink>
        </p>
      )}
    </section>
  );
}
