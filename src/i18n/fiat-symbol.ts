// SPEC 3: USD $, EUR €, PYG ₲; any other ISO falls back to $.
export type KnownFiat = 'USD' | 'EUR' | 'PYG';

const SYMBOLS: Record<KnownFiat, string> = { USD: '$', EUR: '€', PYG: '₲' };
/** Guaraníes have no minor unit in everyday use. */
const FRACTION_DIGITS: Record<KnownFiat, number> = { USD: 2, EUR: 2, PYG: 0 };

export const knownFiat = (iso: string): KnownFiat => {
  const upper = iso.toUpperCase();
  return upper in SYMBOLS ? (upper as KnownFiat) : 'USD';
};

export const fiatSymbol = (iso: string) => SYMBOLS[knownFiat(iso)];

export const fiatFractionDigits = (iso: string) => FRACTION_DIGITS[knownFiat(iso)];
