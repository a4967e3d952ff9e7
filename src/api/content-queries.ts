// queryOptions for the content service. Keys hold market and language, so a switch never shows
// another market's or language's copy.
import { queryOptions } from '@tanstack/react-query';
import { webClient } from './clients';
import type { Seo, StrapiCollection, StrapiSingle } from './strapi';
import type { Lang } from '../routes/route-table';
import type { MarketId } from '../markets/market-table';

export type ContentType =
  | 'home' | 'buy' | 'sell' | 'footer' | 'token-page' | 'contact' | 'franchise' | 'about-us' | 'stores-page'
  | 'atms-page' | 'review' | 'app-page' | 'help-center' | 'mwc' | 'pay-page' | 'cnmv';

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
    queryFn: async ({ signal }) => {
      const { data } = await webClient.get<StrapiSingle<A>>(type, { query: { locale: lang, populate: '*' }, signal });
      return data.attributes;
    },
    staleTime: CONTENT_STALE_MS,
    meta: { routeHandlesErrors: true },
  });

export const collectionQuery = <A,>(collection: string, marketId: MarketId, lang: Lang, query: Record<string, string | number> = {}) =>
  queryOptions({
    queryKey: ['collection', collection, marketId, lang, query],
    queryFn: async ({ signal }) => {
      const body = await webClient.get<StrapiCollection<A>>(collection, {
        query: { locale: lang, 'pagination[page]': 1, 'pagination[pageSize]': 1000, ...query },
        signal,
      });
      return body.data;
    },
    staleTime: CONTENT_STALE_MS,
  });

export const entryQuery = <A,>(collection: string, idOrSlug: string, marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['entry', collection, idOrSlug, marketId, lang],
    queryFn: async ({ signal }) => {
      const { data } = await webClient.get<StrapiSingle<A>>(`${collection}/${encodeURIComponent(idOrSlug)}`, { query: { locale: lang }, signal });
      return data;
    },
    staleTime: CONTENT_STALE_MS,
    meta: { routeHandlesErrors: true },
  });
