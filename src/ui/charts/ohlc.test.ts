import fc from 'fast-check';
import { toCandles } from './ohlc';

describe('toCandles', () => {
  it('matches hand-computed candles', () => {
    const points = [
      { time: 0, value: 10 },
      { time: 60, value: 12 },
      { time: 120, value: 9 },
      { time: 240, value: 11 },
      { time: 300, value: 11 },
      { time: 420, value: 14 },
      { time: 900, value: 7 },
    ];
    expect(toCandles(points, 300)).toEqual([
      { time: 0, open: 10, high: 12, low: 9, close: 11 },
      { time: 300, open: 11, high: 14, low: 11, close: 14 },
      { time: 900, open: 7, high: 7, low: 7, close: 7 },
    ]);
  });

  it('aligns buckets to multiples of the size and sorts unordered input', () => {
    const points = [
      { time: 7_250, value: 3 },
      { time: 3_650, value: 5 },
      { time: 3_700, value: 4 },
      { time: 7_199, value: 6 },
    ];
    expect(toCandles(points, 3_600)).toEqual([
      { time: 3_600, open: 5, high: 6, low: 4, close: 6 },
      { time: 7_200, open: 3, high: 3, low: 3, close: 3 },
    ]);
  });

  it('gives nothing for no points and refuses a bucket of zero', () => {
    expect(toCandles([], 60)).toEqual([]);
    expect(() => toCandles([{ time: 1, value: 1 }], 0)).toThrow(RangeError);
  });

  it('always yields ascending unique times with low <= open, close <= high', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ time: fc.integer({ min: 0, max: 10_000_000 }), value: fc.double({ min: 0.0001, max: 1e6, noNaN: true }) })),
        fc.integer({ min: 1, max: 100_000 }),
        (points, size) => {
          const candles = toCandles(points, size);
          return candles.every(
            (c, i) =>
              (i === 0 || c.time > candles[i - 1]!.time) &&
              c.time % size === 0 &&
              c.low <= Math.min(c.open, c.close) &&
              c.high >= Math.max(c.open, c.close),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
