// SPEC 3/9 chart ranges and graph types, and the candle width per range (about 12 to 100 candles).
export const CHART_RANGES = ['1h', '1d', '1w', '1m', '1y', 'all'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** The range a chart opens on, unless its page says otherwise. */
export const DEFAULT_CHART_RANGE: ChartRange = '1d';

export const GRAPH_TYPES = ['price', 'market-cap', 'candlestick-chart'] as const;
export type GraphType = (typeof GRAPH_TYPES)[number];

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CANDLE_SECONDS: Record<ChartRange, number> = {
  '1h': 5 * MINUTE,
  '1d': HOUR,
  '1w': 6 * HOUR,
  '1m': DAY,
  '1y': 7 * DAY,
  all: 30 * DAY,
};
