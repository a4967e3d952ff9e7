/**
 * Content written per market (docs/decisions/031-content-per-market.md). What an entry says may have
 * versions: one for some markets, and a market-neutral one (no `markets`) for every market without a
 * version of its own. Each version becomes an entry whose `Markets` lists the markets it is for, and the
 * site asks for its own with `filters[Markets][$contains]`. Spain's text is nobody's fallback.
 */
import { markets } from './markets';

export type MarketCode = 'ES' | 'PY' | 'PA' | 'AR' | 'CR' | 'BO';

/** Every market the site serves, in the market table's order. */
export const MARKET_CODES = markets.map((m) => m.CountryCode as MarketCode);

export interface Version<T> {
  /** The markets this version is for; none: every market without a version of its own. */
  markets?: readonly MarketCode[];
  text: T;
}

/** One text for every market, or versions of it. */
export type Versioned<T> = T | Version<T>[];

/**
 * Each version with the `Markets` it is served to. Throws when two versions claim one market, when the
 * neutral version is left with no market, or when a market has no version at all: every market reads
 * each entry exactly once.
 */
export function versionsOf<T>(value: Versioned<T>): Array<{ Markets: string; text: T }> {
  const versions: Version<T>[] = Array.isArray(value) ? value : [{ text: value }];
  const own = versions.flatMap((v) => v.markets ?? []);
  if (new Set(own).size !== own.length) throw new Error(`Two versions for one market: ${own.join(' ')}`);
  const rest = MARKET_CODES.filter((code) => !own.includes(code));
  const neutral = versions.filter((v) => !v.markets).length;
  if (neutral > 1) throw new Error('More than one market-neutral version');
  if (!neutral && rest.length) throw new Error(`No version for ${rest.join(' ')}: add a market-neutral one`);
  return versions.map((v) => {
    const list = v.markets ?? rest;
    if (!list.length) throw new Error('The market-neutral version is left with no market');
    return { Markets: list.join(' '), text: v.text };
  });
}

/** A market-neutral text and the markets that have their own. */
export const withOwn = <T>(neutral: T, own: Partial<Record<MarketCode, T>>): Version<T>[] => [
  ...Object.entries(own).map(([code, text]) => ({ markets: [code as MarketCode], text: text as T })),
  { text: neutral },
];

/** A version per distinct text: markets whose texts come out the same share one entry. */
export function perMarket<T>(make: (code: MarketCode) => T): Version<T>[] {
  const versions = new Map<string, { markets: MarketCode[]; text: T }>();
  for (const code of MARKET_CODES) {
    const text = make(code);
    const key = JSON.stringify(text);
    const same = versions.get(key);
    if (same) same.markets.push(code);
    else versions.set(key, { markets: [code], text });
  }
  return [...versions.values()];
}

/** Entries numbered in order, as the CMS seed creates them: the versions of one text sit side by side. */
export const numbered = <A>(list: A[]) => list.map((attributes, i) => ({ id: i + 1, attributes }));
