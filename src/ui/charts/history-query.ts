import { queryOptions } from '@tanstack/react-query';
import { gatewayClient } from '../../api/clients';
import type { ChartRange } from './chart-ranges';
import type { HistoryPoint } from './ohlc';

export type HistoryKind = 'price' | 'market-cap';

export interface History {
  from: string;
  to: string;
  range: ChartRange;
  points: HistoryPoint[];
}

/** Price or market-cap history of a coin in a fiat; like the rate, it depends on neither market nor language. */
export const historyQuery = (kind: HistoryKind, coin: string, fiat: string, range: ChartRange) =>
  queryOptions({
    queryKey: ['history', kind, coin, fiat, range],
    queryFn: ({ signal }) =>
      gatewayClient.get<History>(`crypto/public/${kind}/history/${encodeURIComponent(coin)}/${encodeURIComponent(fiat)}`, {
        query: { range },
        signal,
      }),
    staleTime: 60_000,
    meta: { handlesOwnErrors: true, routeHandlesErrors: true },
  });
