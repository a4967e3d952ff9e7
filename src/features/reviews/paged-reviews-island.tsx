import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useLang } from '../../state/use-lang';
import { ReviewList, type ReviewItem } from '../../ui/review-list';
import { parseLocationValue } from './location-options';
import { emptyFilters, ReviewFiltersForm, type FilterValues } from './review-filters-form';
import { REVIEWS_PER_PAGE, reviewPageQuery } from './review-queries';
import { endpointOf, type ReviewFilters } from './review-types';
import { useReviewLocations } from './use-review-locations';
import { defineIsland } from '../../ui/islands';

function toRequestFilters(values: FilterValues): ReviewFilters {
  const location = parseLocationValue(values.location);
  return {
    ...(location ? { locationId: location.id } : {}),
    ...(values.rating ? { rating: Number(values.rating) } : {}),
    ...(values.from.trim() ? { from: values.from.trim() } : {}),
    ...(values.to.trim() ? { to: values.to.trim() } : {}),
  };
}

/** Every review, paged and filtered through the review POST (SPEC 7). */
function PagedReviews() {
  const { t } = useTranslation();
  const { options, placeLabel: placeOf } = useReviewLocations();
  const lang = useLang();
  const [filters, setFilters] = useState<FilterValues>(emptyFilters);
  const [page, setPage] = useState(1);
  const type = parseLocationValue(filters.location)?.type ?? 'store';
  const query = useQuery(reviewPageQuery(endpointOf(type), { page, pageSize: REVIEWS_PER_PAGE, filters: toRequestFilters(filters) }, lang));
  const data = query.data;
  const items: ReviewItem[] = (data?.content ?? []).map((review) => ({ ...review, place: placeOf(type, review.locationId) }));

  return (
    <section className="paged-reviews" aria-labelledby="all-reviews-title">
      <ReviewFiltersForm
        options={options}
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <h2 id="all-reviews-title">{t('reviews.all.title')}</h2>
      {query.isError && !data ? (
        <div role="alert" className="reviews-error">
          <p>{t('reviews.loadError')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('reviews.retry')}
          </button>
        </div>
      ) : !data ? (
        <p role="status">{t('reviews.loading')}</p>
      ) : (
        <>
          <p role="status" className="reviews-count">
            {t('reviews.count', { count: data.totalElements })}
          </p>
          {items.length > 0 ? <ReviewList reviews={items} lang={lang} /> : <p>{t('reviews.empty')}</p>}
          {data.totalPages > 1 && (
            <nav className="reviews-pager" aria-label={t('reviews.pager.label')}>
              <button type="button" className="button secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('reviews.pager.previous')}
              </button>
              <span>{t('reviews.pager.page', { page: data.page, total: data.totalPages })}</span>
              <button type="button" className="button secondary" disabled={page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
                {t('reviews.pager.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

export const island = defineIsland('paged-reviews', PagedReviews);
