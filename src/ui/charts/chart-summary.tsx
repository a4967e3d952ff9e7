import { useTranslation } from '../../i18n/use-translation';
import { formatPercentChange } from '../../i18n/format-number';
import type { ChartRange } from './chart-ranges';
import { formatChartChange, formatChartValue } from './chart-value';
import { rangeChange } from './range-change';
import type { HistoryKind } from './history-query';
import type { HistoryPoint } from './ohlc';
import { dateTimeFormat } from '../../i18n/intl-formats';
import { useDisplayTimeZone } from '../../state/render-clock';

interface Props {
  id: string;
  points: HistoryPoint[] | undefined;
  kind: HistoryKind;
  range: ChartRange;
  fiat: string;
  coin: string;
  failed: boolean;
  loading: boolean;
  /** Light mode, not asked for yet: nothing read, nothing to say but that. */
  onDemand?: boolean;
}

/** What the chart shows, in words: last value, change over the range, and the time of the last point. */
export function ChartSummary({ id, points, kind, range, fiat, coin, failed, loading, onDemand = false }: Props) {
  const { t, i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const summary = points ? rangeChange(points) : null;
  if (!summary) {
    return (
      <div id={id} className="chart-summary" role="status" aria-busy={loading}>
        <p>{onDemand ? t('charts.onDemand') : loading ? t('charts.loading') : failed ? t('charts.failed') : t('charts.empty')}</p>
      </div>
    );
  }
  const sign = summary.change > 0 ? '+' : summary.change < 0 ? '−' : '';
  const percent = summary.percent === null ? '' : ` (${formatPercentChange(summary.percent)})`;
  const asOf = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(summary.lastTime * 1000);
  return (
    <div id={id} className="chart-summary" aria-live="polite">
      <p className="chart-summary-last">
        {t(`charts.last.${kind}`, { coin })}: <strong data-testid="chart-last">{formatChartValue(kind, summary.last, fiat)}</strong>
      </p>
      <p className={summary.change >= 0 ? 'chart-up' : 'chart-down'}>
        {t('charts.change', { range: t(`charts.rangeNames.${range}`) })}: {sign}
        {formatChartChange(kind, Math.abs(summary.change), fiat)}
        {percent}
      </p>
      <p className="chart-as-of">{t('charts.asOf', { time: asOf })}</p>
    </div>
  );
}
