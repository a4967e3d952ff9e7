// The exchange rate of a coin in a fiat. The key holds only the pair: the price does not depend on
// market or language, and one cached rate serves every page that shows it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayClient } from '../../api/clients';
import { useNow } from '../../ui/use-now';

export interface PairPrice {
  from: string;
  to: string;
  price: number;
  change24h: number;
  timestamp: number;
}

/** A rate read longer ago than this is shown as stale (still used, with a note). */
export const RATE_STALE_MS = 60_000;

export const rateQuery = (coin: string, fiat: string) =>
  queryOptions({
    queryKey: ['price', coin, fiat],
    queryFn: ({ signal }) => gatewayClient.get<PairPrice>(`crypto/public/price/${encodeURIComponent(coin)}/${encodeURIComponent(fiat)}`, { signal }),
    staleTime: RATE_STALE_MS / 2,
    refetchInterval: RATE_STALE_MS / 2,
    meta: { handlesOwnErrors: true, routeHandlesErrors: true, silent: true },
  });

export interface RateState {
  rate: number | null;
  /** When the rate was read (ms); null without a rate. */
  readAt: number | null;
  stale: boolean;
  loading: boolean;
}

/** The last known rate, never dropped when a refresh fails. */
export function useRate(coin: string, fiat: string): RateState {
  const { data, dataUpdatedAt, isError, isPending } = useQuery({ ...rateQuery(coin, fiat), enabled: Boolean(coin && fiat) });
  const now = useNow(10_000);
  if (!data || !(data.price > 0)) return { rate: null, readAt: null, stale: false, loading: isPending && !isError };
  return { rate: data.price, readAt: dataUpdatedAt, stale: isError || now - dataUpdatedAt > RATE_STALE_MS, loading: false };
}
