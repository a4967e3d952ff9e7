import { QUOTE_HOLD_MS, quoteSecondsLeft, spreadCost, spreadOf } from './quote-terms';

describe('quote hold', () => {
  it('counts whole seconds down from the read time and stops at zero when it expires', () => {
    const readAt = 1_000_000;
    expect(QUOTE_HOLD_MS).toBe(60_000);
    expect(quoteSecondsLeft(readAt, readAt)).toBe(60);
    expect(quoteSecondsLeft(readAt, readAt + 500)).toBe(60);
    expect(quoteSecondsLeft(readAt, readAt + 1_000)).toBe(59);
    expect(quoteSecondsLeft(readAt, readAt + 59_001)).toBe(1);
    expect(quoteSecondsLeft(readAt, readAt + 60_000)).toBe(0);
    expect(quoteSecondsLeft(readAt, readAt + 3_600_000)).toBe(0);
  });
});

describe('spread', () => {
  it('is our rate over the reference, above it on a buy and below it on a sell', () => {
    expect(spreadOf(50_000, 50_250)).toEqual({ percent: 0.5, perCoin: 250 });
    expect(spreadOf(50_000, 49_750)).toEqual({ percent: -0.5, perCoin: -250 });
    expect(spreadOf(50_000, 50_000)).toEqual({ percent: 0, perCoin: 0 });
  });

  it('costs the coins times the difference per coin, whichever side', () => {
    expect(spreadCost(spreadOf(50_000, 50_250)!, 0.004)).toBeCloseTo(1, 10);
    expect(spreadCost(spreadOf(50_000, 49_750)!, 0.004)).toBeCloseTo(1, 10);
  });

  it('needs both prices', () => {
    expect(spreadOf(0, 50_000)).toBeNull();
    expect(spreadOf(50_000, Number.NaN)).toBeNull();
  });
});
