import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { PageContent } from '../../content/content-queries';
import { usePageMeta } from '../../seo/page-meta';
import { useContent } from '../../content/use-content';
import { useLang, useMarketId } from '../../state/use-lang';
import { PageIntro } from '../../ui/page-intro';
import { ReviewList } from '../../ui/review-list';
import { locationOptions, locationValue } from './location-options';
import { PagedReviews } from './paged-reviews';
import { featuredReviewsQuery, placeOf, reviewLocationsQuery } from './review-queries';
import { WriteReviewForm, type WriteCopy } from './write-review-form';
import './reviews.css';

interface ReviewPageCopy extends PageContent {
  Write?: WriteCopy;
}

export function OpinionsPage() {
  const { t } = useTranslation();
  const content = useContent<ReviewPageCopy>('review');
  usePageMeta(content.SEO, { fallbackTitle: content.Title });
  const marketId = useMarketId();
  const lang = useLang();
  const featured = useQuery(featuredReviewsQuery(marketId, lang));
  const locations = useQuery({ ...reviewLocationsQuery(marketId, lang), meta: { silent: true } });
  const [writing, setWriting] = useState(false);

  const kindLabel = (type: 'store' | 'atm') => t(`reviews.kind.${type}`);
  const options = useMemo(() => locationOptions(locations.data ?? [], (type) => t(`reviews.kind.${type}`)), [locations.data, t]);
  const places = useMemo(
    () => new Map((locations.data ?? []).map((location) => [locationValue(location), placeOf(location)])),
    [locations.data],
  );

  return (
    <div className="page opinions">
      <PageIntro title={content.Title ?? ''} intro={content.Intro}>
        <button
          type="button"
          className="button"
          aria-expanded={writing}
          aria-controls="write-review"
          onClick={() => setWriting((open) => !open)}
        >
          {content.Write?.Title ?? t('reviews.write.title')}
        </button>
      </PageIntro>
      <div id="write-review" hidden={!writing}>
        {writing && <WriteReviewForm copy={content.Write ?? {}} options={options} />}
      </div>
      <section aria-labelledby="featured-title" className="featured-reviews">
        <h2 id="featured-title">{t('reviews.featured.title')}</h2>
        {featured.data ? (
          featured.data.length > 0 ? (
            <ReviewList reviews={featured.data} lang={lang} />
          ) : (
            <p>{t('reviews.featured.empty')}</p>
          )
        ) : featured.isError ? (
          <p role="alert">{t('reviews.loadError')}</p>
        ) : (
          <p role="status">{t('reviews.loading')}</p>
        )}
      </section>
      <PagedReviews
        options={options}
        placeOf={(type, id) => places.get(`${type}:${id}`) && `${kindLabel(type)} · ${places.get(`${type}:${id}`)}`}
      />
    </div>
  );
}
