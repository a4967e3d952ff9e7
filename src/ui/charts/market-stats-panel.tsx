import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { formatPercentChange } from '../../i18n/format-number';
import { dateTimeFormat } from '../../i18n/intl-formats';
import { useDisplayTimeZone } from '../../state/render-clock';
import { formatChartValue } from './chart-value';
import { historyQuery } from './history-query';
import { CHANGE_PERIODS, marketStats, type TimedValue } from './market-stats';

/** The market cap, the 24 h high and low and the change over each period, each with its time. */
export function MarketStatsPanel({ coin, fiat }: { coin: string; fiat: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const [marketCap, ...prices] = useQueries({
    queries: [historyQuery('market-cap', coin, fiat, '1d'), ...CHANGE_PERIODS.map(({ range }) => historyQuery('price', coin, fiat, range))],
  });
  if ([marketCap, ...prices].some((query) => query!.isPending))
    return (
      <p className="market-stats-state" role="status" aria-busy="true">
        {t('charts.stats.loading')}
      </p>
    );
  if ([marketCap, ...prices].every((query) => !query!.data))
    return (
      <p className="market-stats-state" role="alert">
        {t('charts.stats.failed')}
      </p>
    );
  const stats = marketStats({
    marketCap: marketCap!.data?.points,
    ...Object.fromEntries(CHANGE_PERIODS.map(({ range }, index) => [range, prices[index]!.data?.points])),
  });
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const when = (seconds: number | null, key: string) =>
    seconds === null ? null : (
      <time className="market-stat-time" dateTime={new Date(seconds * 1000).toISOString()}>
        {t(key, { time: dateTime.format(seconds * 1000) })}
      </time>
    );
  const timed = (id: string, label: string, stat: TimedValue | null, kind: 'price' | 'market-cap', timeKey: string) => (
    <div className="market-stat" data-testid={`stat-${id}`}>
      <dt>{label}</dt>
      <dd data-value={stat?.value}>
        <span className="market-stat-value">{stat ? formatChartValue(kind, stat.value, fiat) : t('charts.stats.unavailable')}</span>
        {stat && when(stat.time, timeKey)}
      </dd>
    </div>
  );
  return (
    <dl className="market-stats balanced-grid">
      {timed('market-cap', t('charts.stats.marketCap'), stats.marketCap, 'market-cap', 'charts.stats.asOf')}
      {timed('high', t('charts.stats.high24h'), stats.high24h, 'price', 'charts.stats.at')}
      {timed('low', t('charts.stats.low24h'), stats.low24h, 'price', 'charts.stats.at')}
      {stats.changes.map(({ period, percent, since }) => (
        <div key={period} className="market-stat" data-testid={`stat-change-${period}`}>
          <dt>{t(`charts.stats.change.${period}`)}</dt>
          <dd data-value={percent ?? undefined}>
            <span className={`market-stat-value ${percent === null ? '' : percent >= 0 ? 'chart-up' : 'chart-down'}`}>
              {percent === null ? t('charts.stats.unavailable') : formatPercentChange(percent)}
            </span>
            {percent !== null && when(since, 'charts.stats.since')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
