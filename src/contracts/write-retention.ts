// How long a write may wait to be delivered, and how long the site's server remembers it: the service
// worker's outbox keeps a queued write this long, and the server keeps the answer to each Idempotency-Key
// as long, so any replay the outbox can still send meets the first answer instead of acting twice.
export const WRITE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The header naming a write, the same on every attempt of it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
