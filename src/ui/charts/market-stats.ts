// Market stats from the SPEC 7 histories: market cap, the 24 h high and low, and the change over each
// period, every figure with the instant it refers to (histories start a step after "exactly N ago").
import type { ChartRange } from './chart-ranges';
import type { HistoryPoint } from './ohlc';
import { rangeChange } from './range-change';

/** The change periods and the price history each is measured on. */
export const CHANGE_PERIODS = [
  { period: '1h', range: '1h' },
  { period: '24h', range: '1d' },
  { period: '7d', range: '1w' },
  { period: '30d', range: '1m' },
  { period: '1y', range: '1y' },
] as const satisfies readonly { period: string; range: ChartRange }[];

type ChangePeriod = (typeof CHANGE_PERIODS)[number]['period'];

export interface TimedValue {
  value: number;
  /** Unix seconds. */
  time: number;
}

interface PeriodChange {
  period: ChangePeriod;
  /** Null when the period's history is missing or starts at zero. */
  percent: number | null;
  /** The first and last points compared (unix seconds). */
  since: number | null;
  until: number | null;
}

export interface MarketStats {
  marketCap: TimedValue | null;
  high24h: TimedValue | null;
  low24h: TimedValue | null;
  changes: PeriodChange[];
}

export type StatHistories = { marketCap?: HistoryPoint[] } & Partial<Record<ChartRange, HistoryPoint[]>>;

const finite = (points: HistoryPoint[] | undefined) =>
  (points ?? []).filter((point) => Number.isFinite(point.value) && Number.isFinite(point.time));

function extreme(points: HistoryPoint[], pick: (a: number, b: number) => boolean): TimedValue | null {
  let best: HistoryPoint | null = null;
  for (const point of points) if (!best || pick(point.value, best.value)) best = point;
  return best && { value: best.value, time: best.time };
}

export function marketStats(histories: StatHistories): MarketStats {
  const day = finite(histories['1d']);
  const caps = finite(histories.marketCap);
  const lastCap = caps.at(-1);
  return {
    marketCap: lastCap ? { value: lastCap.value, time: lastCap.time } : null,
    high24h: extreme(day, (a, b) => a > b),
    low24h: extreme(day, (a, b) => a < b),
    changes: CHANGE_PERIODS.map(({ period, range }) => {
      const points = finite(histories[range]);
      const change = rangeChange(points);
      return { period, percent: change?.percent ?? null, since: points[0]?.time ?? null, until: change?.lastTime ?? null };
    }),
  };
}
