// How long a quote holds and how far our rate is from the reference price: the terms the quote shows.

/** A quote holds this long from the moment its rate was read; then the rate is read again. */
export const QUOTE_HOLD_MS = 60_000;

/** Whole seconds the quote still holds at `now` (0 once it has expired). */
export const quoteSecondsLeft = (readAt: number, now: number) => Math.max(0, Math.ceil((readAt + QUOTE_HOLD_MS - now) / 1000));

export interface Spread {
  /** Our rate over the reference, in percent: positive above it (buy), negative below it (sell). */
  percent: number;
  /** The same in fiat per coin. */
  perCoin: number;
}

export function spreadOf(reference: number, rate: number): Spread | null {
  if (!(reference > 0) || !(rate > 0)) return null;
  return { percent: ((rate - reference) / reference) * 100, perCoin: rate - reference };
}

/** What the spread costs on an amount of coins (always a cost: above the reference on a buy, below on a sell). */
export const spreadCost = (spread: Spread, coins: number) => Math.abs(spread.perCoin) * coins;
