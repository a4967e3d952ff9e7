// queryOptions for the content service. Keys hold market and language, so a switch never shows
// another market's or language's copy. Each type is asked with its populate table (content-populate.ts).
import { queryOptions } from '@tanstack/react-query';
import { listPopulateQuery, populateQuery } from '../api/content-populate';
import { readAll, readEntry } from '../api/strapi-read';
import type { Seo } from '../api/strapi';
import type { Query } from '../api/create-client';
import type { Lang } from '../i18n/route-table';
import type { MarketId } from '../markets/market-table';
import { forMarket, marketFilter } from './market-content';

export type ContentType =
  | 'home'
  | 'buy'
  | 'sell'
  | 'footer'
  | 'token-page'
  | 'contact'
  | 'franchise'
  | 'about-us'
  | 'stores-page'
  | 'atms-page'
  | 'review'
  | 'app-page'
  | 'help-center'
  | 'mwc'
  | 'pay-page'
  | 'cnmv';

/** Every page content type has at least these; feature code narrows the rest. */
export interface PageContent {
  Title?: string;
  Intro?: string;
  SEO?: Seo;
  [section: string]: unknown;
}

const CONTENT_STALE_MS = 10 * 60 * 1000;

export const contentQuery = <A extends PageContent = PageContent>(type: ContentType, marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['content', type, marketId, lang],
    queryFn: async ({ signal }) =>
      forMarket((await readEntry<A>(type, { locale: lang, ...populateQuery(type) }, signal)).attributes, marketId),
    staleTime: CONTENT_STALE_MS,
    meta: { routeHandlesErrors: true },
  });

/** Every entry of a collection (all its pages) with the collection's list populate; the market's own versions. */
export const collectionQuery = <A>(collection: string, marketId: MarketId, lang: Lang, query: Query = {}) =>
  queryOptions({
    queryKey: ['collection', collection, marketId, lang, query],
    queryFn: ({ signal }) =>
      readAll<A>(collection, { locale: lang, ...listPopulateQuery(collection), ...marketFilter(collection, marketId), ...query }, signal),
    staleTime: CONTENT_STALE_MS,
  });

/** One entry by the slug or token route of cms/ (pages, help-pages, assets): the market's own version. */
export const entryQuery = <A>(collection: string, idOrSlug: string, marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['entry', collection, idOrSlug, marketId, lang],
    queryFn: ({ signal }) =>
      readEntry<A>(
        `${collection}/${encodeURIComponent(idOrSlug)}`,
        { locale: lang, ...populateQuery(collection), ...marketFilter(collection, marketId) },
        signal,
      ),
    staleTime: CONTENT_STALE_MS,
    meta: { routeHandlesErrors: true },
  });
