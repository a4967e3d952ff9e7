import { marketStats } from './market-stats';

const points = (...pairs: [time: number, value: number][]) => pairs.map(([time, value]) => ({ time, value }));

describe('marketStats', () => {
  it('reads the market cap, the 24 h high and low and every period change from the histories, with their times', () => {
    const stats = marketStats({
      marketCap: points([100, 1_000_000], [200, 1_200_000]),
      '1h': points([3_000, 50], [3_300, 55]),
      '1d': points([1_000, 40], [1_500, 62], [2_000, 38], [3_300, 55]),
      '1w': points([10, 50], [3_300, 55]),
      '1m': points([5, 110], [3_300, 55]),
      '1y': points([1, 25], [3_300, 55]),
    });
    expect(stats.marketCap).toEqual({ value: 1_200_000, time: 200 });
    expect(stats.high24h).toEqual({ value: 62, time: 1_500 });
    expect(stats.low24h).toEqual({ value: 38, time: 2_000 });
    expect(stats.changes).toEqual([
      { period: '1h', percent: 10, since: 3_000, until: 3_300 },
      { period: '24h', percent: 37.5, since: 1_000, until: 3_300 },
      { period: '7d', percent: 10, since: 10, until: 3_300 },
      { period: '30d', percent: -50, since: 5, until: 3_300 },
      { period: '1y', percent: 120, since: 1, until: 3_300 },
    ]);
  });

  it('leaves out what a missing or empty history cannot give, and skips non-finite points', () => {
    const stats = marketStats({ '1d': points([1, Number.NaN], [2, 7]), '1y': [] });
    expect(stats.marketCap).toBeNull();
    expect(stats.high24h).toEqual({ value: 7, time: 2 });
    expect(stats.low24h).toEqual({ value: 7, time: 2 });
    expect(stats.changes.find((change) => change.period === '1y')).toEqual({ period: '1y', percent: null, since: null, until: null });
    expect(stats.changes.find((change) => change.period === '1h')?.percent).toBeNull();
  });

  it('gives no percentage for a period that starts at zero', () => {
    expect(marketStats({ '1w': points([1, 0], [2, 5]) }).changes.find((change) => change.period === '7d')).toEqual({
      period: '7d',
      percent: null,
      since: 1,
      until: 2,
    });
  });
});
