import { queryOptions } from '@tanstack/react-query';
import { gatewayClient, webClient } from '../../api/clients';
import type { StrapiCollection } from '../../api/strapi';
import type { Lang } from '../../routes/route-table';
import type { MarketId } from '../../markets/market-table';
import type { GatewayLocation, LocationContent, LocationKind } from './location-types';

/** Gateway path segment and content collection of each kind (SPEC 7). */
export const kindPaths: Record<LocationKind, { gateway: string; collection: string; idField: 'ATMID' | 'StoreID' }> = {
  atm: { gateway: 'atms', collection: 'atms', idField: 'ATMID' },
  store: { gateway: 'store', collection: 'stores', idField: 'StoreID' },
};

const LIST_STALE_MS = 5 * 60 * 1000;

export const locationDetailQuery = (kind: LocationKind, id: string, marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['location', kind, id, marketId, lang],
    queryFn: ({ signal }) =>
      gatewayClient.get<GatewayLocation>(`webapp/public/webapp/${kindPaths[kind].gateway}/${id}`, { signal, headers: { 'Accept-Language': lang } }),
    staleTime: LIST_STALE_MS,
    meta: { routeHandlesErrors: true },
  });

/** The content record of one store or ATM, or null when it has none (the title then falls back). */
export const locationContentQuery = (kind: LocationKind, id: string, marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['location-content', kind, id, marketId, lang],
    queryFn: async ({ signal }) => {
      const { collection, idField } = kindPaths[kind];
      const body = await webClient.get<StrapiCollection<LocationContent>>(collection, {
        query: { locale: lang, [`filters[${idField}][$eq]`]: id },
        signal,
      });
      return body.data[0]?.attributes ?? null;
    },
    staleTime: LIST_STALE_MS,
    meta: { routeHandlesErrors: true },
  });
