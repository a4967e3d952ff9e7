import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLang, useMarketId } from '../../../state/use-lang';
import { locationContentListQuery, locationListQuery } from './location-queries';
import type { LocationKind } from './location-types';
import { mergedLocations } from './merge-locations';

/**
 * The market's stores or ATMs with their content titles. The gateway list is the page; the content
 * titles join it when they arrive and the SPEC 3 fallback title shows until then (or offline).
 */
export function useFinderLocations(kind: LocationKind) {
  const marketId = useMarketId();
  const lang = useLang();
  const list = useQuery(locationListQuery(kind, marketId, lang));
  const content = useQuery({ ...locationContentListQuery(kind, marketId, lang), meta: { silent: true, handlesOwnErrors: true } });
  const locations = useMemo(() => (list.data ? mergedLocations(kind, list.data, content.data) : []), [kind, list.data, content.data]);
  return {
    locations,
    isPending: list.isPending,
    isError: list.isError && !list.data,
    refetch: list.refetch,
    /** When the list on screen was fetched, and whether a refresh is under way or failed. */
    updatedAt: list.dataUpdatedAt,
    isRefreshing: list.isFetching && !list.isPending,
    refreshFailed: list.isRefetchError,
  };
}
