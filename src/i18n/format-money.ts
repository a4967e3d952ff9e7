// The one way the site writes money (SPEC 9 and issue 17): en-US digits, then a space and the unit:
// the fiat's symbol ($, €, ₲; any other ISO is $) or the coin's ticker. Guaraníes have no decimals,
// other fiats two; coins up to 8 decimals, a fixed count per coin (SPEC 9: "a given count of fraction
// digits", so trailing zeros stay and columns line up).
import { formatSignedNumber, withSign } from './format-number';
import { fiatFractionDigits, fiatSymbol } from './fiat-symbol';
import { numberFormat } from './intl-formats';

/** SPEC 5 and 9: no amount is written or typed with more than 8 decimals. */
const MAX_COIN_DECIMALS = 8;

const withUnit = (amount: string, unit: string) => `${amount} ${unit}`;

/** A fiat amount: "57,642.45 €", "492,539,961 ₲", "−5.00 $". */
export const formatFiat = (value: number, iso: string) => withUnit(formatSignedNumber(value, fiatFractionDigits(iso)), fiatSymbol(iso));

/** A coin amount with the coin's own count of decimals, never more than 8: "0.01880000 BTC". */
export const formatCoins = (value: number, symbol: string, decimals: number = MAX_COIN_DECIMALS) =>
  withUnit(formatSignedNumber(value, Math.max(0, Math.min(Math.trunc(decimals), MAX_COIN_DECIMALS))), symbol);

/** A rate keeps more digits than an amount when a coin is worth less than one unit of fiat. */
const rateDigits = (rate: number, iso: string) => (Math.abs(rate) >= 1 ? fiatFractionDigits(iso) : 6);

/** The price of one coin: "62,500.00 €", "7,976 ₲", "0.926000 €". */
export const formatRate = (rate: number, iso: string) => withUnit(formatSignedNumber(rate, rateDigits(rate, iso)), fiatSymbol(iso));

/** Large sums (market caps) in short form: "1.18T €", "492.54M ₲". */
export const formatCompactFiat = (value: number, iso: string) =>
  withUnit(
    withSign(value, numberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }).format(Math.abs(value))),
    fiatSymbol(iso),
  );
