import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gatewayClient } from '../../api/clients';
import type { Lang } from '../../i18n/route-table';
import type { MarketId } from '../../markets/market-table';
import type { ReviewItem } from '../../ui/review-list';
import type { ReviewedLocation, ReviewEndpoint, ReviewPage, ReviewRequest } from './review-types';

const base = 'webapp/public/webapp';
const FEATURED_STORES = 5;
const REVIEWS_PER_STORE = 5;
const STALE_MS = 2 * 60 * 1000;

export const placeOf = (location: ReviewedLocation) => [location.location.title, location.location.city].filter(Boolean).join(', ');

/** SPEC 7: the reviews of the first five stores that have any, flattened into one list. */
export const featuredReviewsQuery = (marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['reviews-featured', marketId, lang],
    queryFn: async ({ signal }): Promise<ReviewItem[]> => {
      const stores = await gatewayClient.get<ReviewedLocation[]>(`${base}/store/list-all-active`, {
        query: { pageSizeReviews: REVIEWS_PER_STORE, market: marketId },
        headers: { 'Accept-Language': lang },
        signal,
      });
      return stores
        .filter((store) => (store.reviews?.reviews?.length ?? 0) > 0)
        .slice(0, FEATURED_STORES)
        .flatMap((store) => (store.reviews?.reviews ?? []).map((review) => ({ ...review, place: placeOf(store) })));
    },
    staleTime: STALE_MS,
  });

/**
 * What the location filter and the write-review form read of a place. The gateway's lists carry each
 * place whole (address, coordinates, hours, coins...), and a query's data rides in the page's server HTML
 * and its saved cache.
 */
const choosablePlace = ({ id, type, location }: ReviewedLocation): ReviewedLocation => ({
  id,
  type,
  location: { title: location.title, city: location.city },
});

/** Stores and ATMs of the market, for the location filter and the write-review form. */
export const reviewLocationsQuery = (marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['review-locations', marketId, lang],
    queryFn: async ({ signal }) => {
      const list = (endpoint: ReviewEndpoint) =>
        gatewayClient.get<ReviewedLocation[]>(`${base}/${endpoint}/list-all-active`, {
          query: { pageSizeReviews: 0, market: marketId },
          headers: { 'Accept-Language': lang },
          signal,
        });
      const [stores, atms] = await Promise.all([list('store'), list('atms')]);
      return [...stores, ...atms].map(choosablePlace);
    },
    staleTime: STALE_MS,
  });

/** SPEC 7 review POST: one page of reviews matching the filters. */
/** Reviews per page of the opinions page's list. */
export const REVIEWS_PER_PAGE = 10;

/** The list's first page with no filter: what the page shows first (the server renders it). */
export const firstReviewPageQuery = (lang: Lang) => reviewPageQuery('store', { page: 1, pageSize: REVIEWS_PER_PAGE, filters: {} }, lang);

export const reviewPageQuery = (endpoint: ReviewEndpoint, request: ReviewRequest, lang: Lang) =>
  queryOptions({
    queryKey: ['reviews', endpoint, request, lang],
    queryFn: ({ signal }) =>
      gatewayClient.post<ReviewPage>(`${base}/${endpoint}/review`, request, { headers: { 'Accept-Language': lang }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
