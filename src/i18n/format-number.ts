import { numberFormat } from './intl-formats';

/** The minus sign of numbers written for reading (U+2212), as wide as the plus; inputs keep ASCII "-". */
const MINUS = '\u2212';

/** SPEC 9: numbers are formatted en-US with a given count of fraction digits. Plain "-": inputs parse it back. */
export function formatNumber(value: number, fractionDigits: number): string {
  return numberFormat('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/**
 * A number for reading: en-US digits with a real minus sign, and no sign on a value that rounds to zero
 * ("−0.00" reads as a loss). `plus` writes "+" on positive values, for changes.
 */
export const formatSignedNumber = (value: number, fractionDigits: number, { plus = false } = {}) =>
  withSign(value, formatNumber(Math.abs(value), fractionDigits), plus);

/** Puts the sign of `value` before its already written magnitude. */
export function withSign(value: number, magnitude: string, plus = false): string {
  if (!/[1-9]/.test(magnitude)) return magnitude;
  if (value < 0) return `${MINUS}${magnitude}`;
  return plus ? `+${magnitude}` : magnitude;
}

/** A change in percent, always signed: "+1.25 %", "−0.40 %", "0.00 %". */
export const formatPercentChange = (percent: number) => `${formatSignedNumber(percent, 2, { plus: true })} %`;
