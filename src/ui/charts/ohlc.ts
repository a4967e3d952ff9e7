// Candles from a price history by fixed time buckets: a point at t belongs to the bucket starting at
// floor(t / size) · size. Open is the bucket's first value, close its last, high and low its extremes.
export interface HistoryPoint {
  time: number;
  value: number;
}

export interface Candle {
  /** Bucket start, unix seconds. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Candles in ascending, unique times; the points may come in any order. */
export function toCandles(points: HistoryPoint[], bucketSeconds: number): Candle[] {
  if (!(bucketSeconds > 0)) throw new RangeError('bucketSeconds must be positive');
  const sorted = points.filter((p) => Number.isFinite(p.time) && Number.isFinite(p.value)).sort((a, b) => a.time - b.time);
  const candles: Candle[] = [];
  for (const { time, value } of sorted) {
    const start = Math.floor(time / bucketSeconds) * bucketSeconds;
    const last = candles[candles.length - 1];
    if (last && last.time === start) {
      last.high = Math.max(last.high, value);
      last.low = Math.min(last.low, value);
      last.close = value;
    } else {
      candles.push({ time: start, open: value, high: value, low: value, close: value });
    }
  }
  return candles;
}
