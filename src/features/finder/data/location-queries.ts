import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isUnreachable } from '../../../api/unreachable';
import { gatewayClient } from '../../../api/clients';
import { collectionQuery } from '../../../content/content-queries';
import { populateQuery } from '../../../api/content-populate';
import { readAll } from '../../../api/strapi-read';
import type { Lang } from '../../../i18n/route-table';
import type { MarketId } from '../../../markets/market-table';
import type { LatLng } from './geo';
import type { GatewayLocation, LocationContent, LocationKind } from './location-types';

/** Gateway path segment and content collection of each kind (SPEC 7). */
const kindPaths: Record<LocationKind, { gateway: string; collection: string; idField: 'ATMID' | 'StoreID' }> = {
  atm: { gateway: 'atms', collection: 'atms', idField: 'ATMID' },
  store: { gateway: 'store', collection: 'stores', idField: 'StoreID' },
};

const LIST_STALE_MS = 5 * 60 * 1000;

/** Every active store or ATM of the market, without reviews: the list the finder searches offline. */
export const locationListQuery = (kind: LocationKind, marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['locations', kind, marketId, lang],
    queryFn: ({ signal }) =>
      gatewayClient.get<GatewayLocation[]>(`webapp/public/webapp/${kindPaths[kind].gateway}/list-all-active`, {
        query: { pageSizeReviews: 0, market: marketId },
        headers: { 'Accept-Language': lang },
        signal,
      }),
    staleTime: LIST_STALE_MS,
  });

/**
 * The content records (banner titles) of every store or ATM, every page of them (SPEC 9, strapi-read.ts),
 * without the banner photos (content-populate.ts): offline, a detail page never opened shows its text
 * without a photo it could not load anyway.
 */
export const locationContentListQuery = (kind: LocationKind, marketId: MarketId, lang: Lang) =>
  collectionQuery<LocationContent>(kindPaths[kind].collection, marketId, lang);

export const locationDetailQuery = (kind: LocationKind, id: string, marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['location', kind, id, marketId, lang],
    queryFn: ({ signal }) =>
      gatewayClient.get<GatewayLocation>(`webapp/public/webapp/${kindPaths[kind].gateway}/${id}`, {
        signal,
        headers: { 'Accept-Language': lang },
      }),
    staleTime: LIST_STALE_MS,
    meta: { routeHandlesErrors: true },
  });

/** The content record of one store or ATM, or null when it has none (the title then falls back). */
export const locationContentQuery = (kind: LocationKind, id: string, marketId: MarketId, lang: Lang) =>
  queryOptions({
    queryKey: ['location-content', kind, id, marketId, lang],
    queryFn: async ({ signal }) => {
      const { collection, idField } = kindPaths[kind];
      const found = await readAll<LocationContent>(
        collection,
        { locale: lang, [`filters[${idField}][$eq]`]: id, ...populateQuery(collection) },
        signal,
      );
      return found[0]?.attributes ?? null;
    },
    staleTime: LIST_STALE_MS,
    meta: { routeHandlesErrors: true },
  });

/**
 * The locations within `radiusKm` of a position, nearest first, with their distance in km.
 * Called directly rather than through the query cache: a failure here is expected (one bar of
 * signal) and is answered by the local fallback, not by an error message.
 */
export const fetchNearby = (kind: LocationKind, origin: LatLng, radiusKm: number, marketId: MarketId, lang: Lang, signal?: AbortSignal) =>
  gatewayClient.get<GatewayLocation[]>(`webapp/public/webapp/${kindPaths[kind].gateway}/list-distance`, {
    query: { latitude: origin.latitude, longitude: origin.longitude, distance: radiusKm, units: 'KILOMETERS', market: marketId },
    headers: { 'Accept-Language': lang },
    signal,
  });

/**
 * Loads one store or ATM and its content record for the detail page. When the network fails (no
 * connection, a timeout, a 5xx), the market's list (kept by the warm-up and the finder) stands in for a
 * detail never opened before.
 */
export async function ensureLocation(queryClient: QueryClient, kind: LocationKind, id: string, marketId: MarketId, lang: Lang) {
  const detail = locationDetailQuery(kind, id, marketId, lang);
  const content = locationContentQuery(kind, id, marketId, lang);
  try {
    await Promise.all([queryClient.ensureQueryData(detail), queryClient.ensureQueryData(content)]);
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const fromList = queryClient.getQueryData(locationListQuery(kind, marketId, lang).queryKey)?.find((item) => String(item.id) === id);
    if (!fromList) throw error;
    const contents = queryClient.getQueryData(locationContentListQuery(kind, marketId, lang).queryKey);
    const idField = kindPaths[kind].idField;
    queryClient.setQueryData(detail.queryKey, queryClient.getQueryData(detail.queryKey) ?? fromList);
    queryClient.setQueryData<LocationContent | null>(
      content.queryKey,
      contents?.find((entry) => String(entry.attributes[idField]) === id)?.attributes ?? null,
    );
  }
}
