import { numberFormat } from './intl-formats';

/** SPEC 9: numbers are formatted en-US with a given count of fraction digits. */
export function formatNumber(value: number, fractionDigits: number): string {
  return numberFormat('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
