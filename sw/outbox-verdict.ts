// Keep or end: what the outbox does with a write after an attempt. Only an answer ends a write: a 2xx
// delivers it, and a 4xx that refuses the write itself (validation, a limit) ends it, to be shown once.
// Everything else keeps it for another attempt: no connection, a timeout, a 5xx, 408 and 425 (the
// server's own "try again"), a bot-check challenge that cannot be had or solved, a proof still refused.
export type Verdict = 'delivered' | 'refused' | 'retry';

/** 4xx answers that say nothing about the write itself. */
const TRY_AGAIN = new Set([408, 425]);

export function verdictOf(status: number): Verdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 400 && status < 500 && !TRY_AGAIN.has(status)) return 'refused';
  return 'retry';
}

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 60_000;

/**
 * How long to wait before try number `tries + 1`: doubling from 1 s up to a minute, drawn between half
 * and all of it (so many visitors' outboxes do not come back at the same moment), and never less than
 * the server's Retry-After.
 */
export function retryDelayMs(tries: number, retryAfterMs = 0, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, tries - 1));
  return Math.min(LONGEST_DELAY_MS, Math.max(retryAfterMs, Math.round(ceiling * (0.5 + random() / 2))));
}

/** A Retry-After header in ms (seconds only; a date is read as none). */
export function retryAfterMsOf(headers: Headers): number | undefined {
  const seconds = Number(headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}
