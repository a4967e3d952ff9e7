// Content written per market (docs/decisions/031-content-per-market.md). A collection written per market
// holds one entry per version, each listing the markets it is for in `Markets` (ISO codes and spaces), and
// the CMS answers the market's own. A single type has one entry per language, so it marks what is written
// for some markets only (the entry itself, or items of its lists), and the site leaves the rest out.
import type { Query } from '../api/create-client';
import { marketTable, type MarketId } from '../markets/market-table';

/** The collections whose entries are versions per market. */
const PER_MARKET = new Set(['faqs', 'help-pages', 'pages']);

const codeOf = (marketId: MarketId) => marketTable[marketId].code.toUpperCase();

/** What asks a collection written per market for the market's versions; nothing for the other collections. */
export const marketFilter = (collection: string, marketId: MarketId): Query =>
  PER_MARKET.has(collection) ? { 'filters[Markets][$contains]': codeOf(marketId) } : {};

/** Anything without a `Markets` list is for every market. */
function writtenFor(value: unknown, code: string) {
  const markets = value && typeof value === 'object' ? (value as { Markets?: unknown }).Markets : undefined;
  return typeof markets !== 'string' || markets.split(' ').includes(code);
}

function keep(value: unknown, code: string): unknown {
  if (Array.isArray(value)) return value.filter((item) => writtenFor(item, code)).map((item) => keep(item, code));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => writtenFor(item, code))
      .map(([key, item]) => [key, keep(item, code)]),
  );
}

/**
 * A single type's content as one market reads it: without the parts written for other markets only.
 * A type written for other markets only (the CNMV warning away from Spain) reads as empty.
 */
export const forMarket = <A>(content: A, marketId: MarketId): A =>
  (writtenFor(content, codeOf(marketId)) ? keep(content, codeOf(marketId)) : {}) as A;
