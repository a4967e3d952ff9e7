import { formatCompactFiat, formatFiat, formatRate } from '../../i18n/format-money';
import type { HistoryKind } from './history-query';

/** Prices keep the digits a rate needs; market caps (billions) read better compact: "1.18T €". */
export function formatChartValue(kind: HistoryKind, value: number, fiat: string): string {
  if (kind === 'market-cap') return formatCompactFiat(value, fiat);
  return formatRate(value, fiat);
}

/** A change of a value, always positive here; the sign is written apart. */
export const formatChartChange = (kind: HistoryKind, value: number, fiat: string) =>
  kind === 'market-cap' ? formatChartValue(kind, value, fiat) : value >= 1 ? formatFiat(value, fiat) : formatRate(value, fiat);
