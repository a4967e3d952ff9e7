import type { HistoryPoint } from './ohlc';

export interface RangeChange {
  first: number;
  last: number;
  change: number;
  /** null when the range starts at zero. */
  percent: number | null;
  lastTime: number;
}

/** Last value and change over the range, for the text beside the chart. */
export function rangeChange(points: HistoryPoint[]): RangeChange | null {
  if (!points.length) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const change = last.value - first.value;
  return { first: first.value, last: last.value, change, percent: first.value ? (change / first.value) * 100 : null, lastTime: last.time };
}
