// The home page's own small reads. Kept here, not borrowed from the finder, reviews or token
// features, so the home chunk stays light and the features stay independent.
import { PRICE_REFRESH_MS } from '../../contracts/prices';
import { queryOptions } from '@tanstack/react-query';
import { collectionQuery } from '../../content/content-queries';
import { gatewayClient } from '../../api/clients';
import type { MarketId } from '../../markets/market-table';
import type { Lang } from '../../i18n/route-table';

/** How many ATMs and reviews the home page shows. */
const TEASER_ATMS = 4;
const TEASER_REVIEWS = 3;

export interface HomePrice {
  symbol: string;
  name: string;
  price: number;
  change24h?: number | null;
}

export interface HomeLocation {
  id: number;
  location?: { title?: string; address?: string; city?: string; postalCode?: string };
  reviews?: { reviews?: HomeReview[] };
}

interface HomeReview {
  id: number;
  author?: string;
  rating?: number;
  text?: string;
  date?: string;
}

/**
 * Only what the teasers show: the lists come whole from the gateway (every ATM and store of the market,
 * with hours, coins, coordinates...), and what a query holds rides in the page's server HTML and its saved
 * cache, so the rest would cost every first visit for nothing.
 */
function teaserFields(records: HomeLocation[]): HomeLocation[] {
  return records.map(({ id, location, reviews }) => ({
    id,
    location: { title: location?.title, address: location?.address, city: location?.city, postalCode: location?.postalCode },
    ...(reviews?.reviews?.length
      ? {
          reviews: {
            reviews: reviews.reviews.map(({ id: reviewId, author, rating, text, date }) => ({ id: reviewId, author, rating, text, date })),
          },
        }
      : {}),
  }));
}

export const homePricesQuery = (fiat: string, lang: Lang) =>
  queryOptions({
    queryKey: ['home', 'prices', fiat, lang],
    queryFn: ({ signal }) =>
      gatewayClient.get<{ fiat: string; timestamp: number; prices: HomePrice[] }>(`crypto/public/price/${encodeURIComponent(fiat)}`, {
        query: { locale: lang },
        signal,
      }),
    staleTime: 30_000,
    refetchInterval: PRICE_REFRESH_MS,
    meta: { silent: true, handlesOwnErrors: true, routeHandlesErrors: true },
  });

export const homeAtmsQuery = (marketId: MarketId) =>
  queryOptions({
    queryKey: ['home', 'atms', marketId],
    queryFn: ({ signal }) =>
      gatewayClient
        .get<HomeLocation[]>('webapp/public/webapp/atms/list-all-active', { query: { pageSizeReviews: 0, market: marketId }, signal })
        .then((records) => teaserAtms(teaserFields(records))),
    staleTime: 10 * 60 * 1000,
    meta: { silent: true, handlesOwnErrors: true, routeHandlesErrors: true },
  });

/** The ATMs the teaser shows: one per city where there are enough cities, else the first ones. */
function teaserAtms(atms: HomeLocation[]): HomeLocation[] {
  const cities = new Set<string>();
  const onePerCity = atms.filter((atm) => {
    const city = atm.location?.city ?? '';
    if (cities.has(city)) return false;
    cities.add(city);
    return true;
  });
  return (onePerCity.length >= TEASER_ATMS ? onePerCity : atms).slice(0, TEASER_ATMS);
}

export const homeReviewsQuery = (marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['home', 'reviews', marketId, lang],
    queryFn: ({ signal }) =>
      gatewayClient
        .get<HomeLocation[]>('webapp/public/webapp/store/list-all-active', {
          query: { pageSizeReviews: 3, market: marketId },
          headers: { 'Accept-Language': lang },
          signal,
        })
        .then((stores) => latestReviews(teaserFields(stores))),
    staleTime: 10 * 60 * 1000,
    meta: { silent: true, handlesOwnErrors: true, routeHandlesErrors: true },
  });

export const homeFaqsQuery = (marketId: MarketId, lang: Lang) => ({
  ...collectionQuery<{ Question?: string; Answer?: string }>('faqs', marketId, lang),
  meta: { silent: true, handlesOwnErrors: true, routeHandlesErrors: true },
});

interface TeaserReview {
  review: HomeReview;
  storeId: number;
  storeTitle?: string;
}

/** The newest reviews across the stores, each with its store's name. */
function latestReviews(stores: HomeLocation[]): TeaserReview[] {
  return stores
    .flatMap((store) => (store.reviews?.reviews ?? []).map((review) => ({ review, storeId: store.id, storeTitle: store.location?.title })))
    .filter(({ review }) => review.text && review.author)
    .sort((a, b) => (b.review.date ?? '').localeCompare(a.review.date ?? ''))
    .slice(0, TEASER_REVIEWS);
}
