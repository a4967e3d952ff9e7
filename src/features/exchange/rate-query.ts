// The exchange rate of a coin in a fiat. The key holds only the pair: the price does not depend on
// market or language, and one cached rate serves every page that shows it.
import { PRICE_REFRESH_MS } from '../../contracts/prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { gatewayClient } from '../../api/clients';
import { useHydrated } from '../../lib/client-only';
import { useDataAsRendered } from '../../state/rendered-queries';
import { useNow } from '../../ui/use-now';
import type { ExchangeAction } from './fees';
import { QUOTE_HOLD_MS, rateReadAt } from './quote-terms';

export interface PairPrice {
  from: string;
  to: string;
  /** The reference price (the index the charts draw). */
  price: number;
  change24h: number;
  timestamp: number;
  /** Our rates: the reference plus or minus the spread. A gateway without them applies none. */
  buyRate?: number;
  sellRate?: number;
  /** The index behind the reference price. */
  source?: string;
}

/** A rate read longer ago than this is shown as stale (still used, with a note). */
const RATE_STALE_MS = PRICE_REFRESH_MS;

export const rateQuery = (coin: string, fiat: string) =>
  queryOptions({
    queryKey: ['price', coin, fiat],
    queryFn: ({ signal }) =>
      gatewayClient.get<PairPrice>(`crypto/public/price/${encodeURIComponent(coin)}/${encodeURIComponent(fiat)}`, { signal }),
    staleTime: RATE_STALE_MS / 2,
    meta: { handlesOwnErrors: true, routeHandlesErrors: true, silent: true },
  });

export interface RateState {
  /** Our rate for the action; null without a rate. */
  rate: number | null;
  /** The reference price our rate comes from, and the index that gives it. */
  reference: number | null;
  source: string | null;
  /** When the rate was read (ms); null without a rate. The quote holds from this instant. */
  readAt: number | null;
  stale: boolean;
  loading: boolean;
}

const ourRate = (data: PairPrice, action: ExchangeAction) => {
  const rate = action === 'buy' ? data.buyRate : data.sellRate;
  return typeof rate === 'number' && rate > 0 ? rate : data.price;
};

/**
 * The last known rate, never dropped when a refresh fails. It is read again when the quote stops
 * holding (or, after a failed refresh, one hold later), so a shown quote is never older than its hold.
 */
export function useRate(coin: string, fiat: string, action: ExchangeAction): RateState {
  const options = rateQuery(coin, fiat);
  const query = useQuery({ ...options, enabled: Boolean(coin && fiat) });
  const { dataUpdatedAt, errorUpdatedAt, isError, isPending, refetch } = query;
  const hydrated = useHydrated();
  const data = useDataAsRendered(options.queryKey, query.data);
  const now = useNow(10_000);
  const lastTry = Math.max(dataUpdatedAt, errorUpdatedAt);
  useEffect(() => {
    if (!lastTry) return;
    const timer = window.setTimeout(() => void refetch(), Math.max(0, lastTry + QUOTE_HOLD_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [lastTry, refetch]);
  const priced = data !== undefined && data.price > 0;
  const loading = !hydrated || (isPending && !isError);
  const readAt = priced ? rateReadAt(data, dataUpdatedAt) : null;
  const stale = readAt !== null && (isError || now - readAt > RATE_STALE_MS);
  const rate = priced ? ourRate(data, action) : null;
  const reference = priced ? data.price : null;
  const source = priced ? (data.source ?? null) : null;
  // The same object while nothing in it changes, so the calculator's memoised parts skip a keystroke's render.
  return useMemo(
    () =>
      readAt === null
        ? { rate: null, reference: null, source: null, readAt: null, stale: false, loading }
        : { rate, reference, source, readAt, stale, loading: false },
    [rate, reference, source, readAt, stale, loading],
  );
}
