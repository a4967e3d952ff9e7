/**
 * How long a page's prices hold: they are read again this often while a page stays open, and a rate read
 * longer ago than this is shown as stale. An untouched first document wakes its price islands when this
 * has passed since the server rendered it ('prices-due' in src/contracts/islands.ts), not before: until then the
 * server's prices are the fresh ones.
 */
export const PRICE_REFRESH_MS = 60_000;
