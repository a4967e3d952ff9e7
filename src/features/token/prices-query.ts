import { PRICE_REFRESH_MS } from '../../contracts/prices';
import { queryOptions } from '@tanstack/react-query';
import { gatewayClient } from '../../api/clients';
import type { Lang } from '../../i18n/route-table';
import type { ChartRange } from '../../ui/charts/chart-ranges';

/** The range the token page's chart opens on (the server reads it for the first coin, as the page draws it). */
export const TOKEN_CHART_RANGE: ChartRange = '1w';

interface CoinPrice {
  symbol: string;
  name: string;
  price: number;
  change24h?: number | null;
}

export interface FiatPrices {
  fiat: string;
  timestamp: number;
  prices: CoinPrice[];
}

/** Current prices of every coin in one fiat; the language picks the coin names' locale. */
export const pricesQuery = (fiat: string, lang: Lang) =>
  queryOptions({
    queryKey: ['prices', fiat, lang],
    queryFn: ({ signal }) =>
      gatewayClient.get<FiatPrices>(`crypto/public/price/${encodeURIComponent(fiat)}`, { query: { locale: lang }, signal }),
    staleTime: 30_000,
    refetchInterval: PRICE_REFRESH_MS,
    meta: { handlesOwnErrors: true, routeHandlesErrors: true },
  });
