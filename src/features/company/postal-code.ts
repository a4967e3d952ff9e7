// Postal codes per market country (franchise form). Bolivia has no postal code system, so there
// the field is optional and not checked.
import type { MarketCode } from '../../markets/market-table';

const PATTERNS: Record<MarketCode, RegExp | null> = {
  // Five digits; the first two are the province, 01 to 52.
  es: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  py: /^\d{4,6}$/,
  pa: /^\d{4}$/,
  // The old four-digit code, or the CPA: province letter (no I, O), four digits, three letters.
  ar: /^(?:\d{4}|[A-HJ-NP-Z]\d{4}[A-Z]{3})$/,
  cr: /^\d{5}$/,
  bo: null,
};

const ISO_COUNTRY: Record<MarketCode, string> = { es: 'ES', py: 'PY', pa: 'PA', ar: 'AR', cr: 'CR', bo: 'BO' };

export function hasPostalCodes(market: MarketCode): boolean {
  return PATTERNS[market] !== null;
}

export function normalizePostalCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidPostalCode(market: MarketCode, value: string): boolean {
  const pattern = PATTERNS[market];
  return pattern === null ? true : pattern.test(normalizePostalCode(value));
}

/** The country's name in the page language, for 'Invalid postal code to (country)'. */
export function countryName(market: MarketCode, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(ISO_COUNTRY[market]) ?? ISO_COUNTRY[market];
  } catch {
    return ISO_COUNTRY[market];
  }
}
