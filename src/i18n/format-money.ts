import { formatNumber } from './format-number';
import { fiatFractionDigits, fiatSymbol } from './fiat-symbol';

/** A fiat amount for reading: en-US digits (SPEC 9) with the fiat's symbol. */
export const formatFiat = (value: number, iso: string) => `${formatNumber(value, fiatFractionDigits(iso))} ${fiatSymbol(iso)}`;

export const formatCoins = (value: number, symbol: string, decimals: number) => `${formatNumber(value, decimals)} ${symbol}`;

/** A rate keeps more digits than an amount when a coin is worth less than one unit of fiat. */
export const rateDigits = (rate: number, iso: string) => (rate >= 1 ? fiatFractionDigits(iso) : 6);

export const formatRate = (rate: number, iso: string) => `${formatNumber(rate, rateDigits(rate, iso))} ${fiatSymbol(iso)}`;
