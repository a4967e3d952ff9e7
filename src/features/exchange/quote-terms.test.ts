import { QUOTE_HOLD_MS, quoteSecondsLeft, rateReadAt, spreadCost, spreadOf } from './quote-terms';

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

describe('the time a rate was read', () => {
  const at = (time: string) => Date.parse(`2026-11-21T${time}Z`);
  const quotedAt = (time: string) => ({ timestamp: at(time) / 1000 });

  it('is when the answer arrived, for a rate the network has just given', () => {
    // The gateway quotes on the minute: its time is up to a minute behind the arrival.
    expect(rateReadAt(quotedAt('10:00:00'), at('10:00:42'))).toBe(at('10:00:42'));
  });

  it('stays the arrival when the visitor clock is a few minutes ahead of the gateway', () => {
    expect(rateReadAt(quotedAt('10:00:00'), at('10:04:30'))).toBe(at('10:04:30'));
  });

  it('is the gateway time for an answer that arrives hours old (the worker copy, offline)', () => {
    // Renewed in the background at 02:13, opened offline at 14:50.
    expect(rateReadAt(quotedAt('02:13:00'), at('14:50:07'))).toBe(at('02:13:00'));
  });

  it('is the arrival for an answer without a time of its own', () => {
    expect(rateReadAt({ timestamp: 0 }, at('14:50:07'))).toBe(at('14:50:07'));
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
