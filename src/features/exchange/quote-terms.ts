// How long a quote holds and how far our rate is from the reference price: the terms the quote shows.

/** A quote holds this long from the moment its rate was read; then the rate is read again. */
export const QUOTE_HOLD_MS = 60_000;

/** An answer whose own time is further behind its arrival than this came from a cache (the worker's, offline). */
const CACHED_ANSWER_MS = 5 * 60_000;

/**
 * When a rate was read: when its answer arrived, unless the answer was already old then (the service
 * worker's copy, offline, perhaps renewed in the background hours ago): then the gateway's own time for it
 * (`timestamp`, unix seconds). The margin keeps a fresh answer's time whatever a visitor's clock is off by,
 * within reason.
 */
export function rateReadAt(quote: { timestamp: number }, arrivedAt: number): number {
  const quotedAt = quote.timestamp * 1000;
  return quotedAt > 0 && arrivedAt - quotedAt > CACHED_ANSWER_MS ? quotedAt : arrivedAt;
}

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
