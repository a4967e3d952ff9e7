// Price, market-cap and candlestick charts of a coin in a fiat (SPEC 3 ranges and graph types).
// The controls, the text summary and the server's drawing of the line (chart-svg.tsx) render at once;
// the canvas library arrives as its own chunk once the island is awake and the chart near the viewport.
// In light mode nothing is read or loaded until the visitor asks.
import { lazy, useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { WhenNearViewport } from '../../lib/when-near-viewport';
import { useHydrated } from '../../lib/client-only';
import { useDataAsRendered } from '../../state/rendered-queries';
import { OnDemandButton, useOnDemand } from '../on-demand';
import { CANDLE_SECONDS, CHART_RANGES, DEFAULT_CHART_RANGE, GRAPH_TYPES, type ChartRange, type GraphType } from './chart-ranges';
import { ChartSummary } from './chart-summary';
import { ChartSvg } from './chart-svg';
import { ChartToggles } from './chart-toggles';
import { formatChartValue } from './chart-value';
import { historyQuery } from './history-query';
import { MarketStatsPanel } from './market-stats-panel';
import { toCandles } from './ohlc';
import './charts.css';

const ChartCanvas = lazy(() => import('./chart-canvas'));

const SHORT_RANGES: ChartRange[] = ['1h', '1d', '1w'];

export function MarketChart({ coin, fiat, initialRange = DEFAULT_CHART_RANGE }: { coin: string; fiat: string; initialRange?: ChartRange }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<ChartRange>(initialRange);
  const [type, setType] = useState<GraphType>('price');
  const kind = type === 'market-cap' ? 'market-cap' : 'price';
  const { wanted, ask } = useOnDemand();
  const options = historyQuery(kind, coin, fiat, range);
  const history = useQuery({ ...options, enabled: wanted });
  const hydrated = useHydrated();
  const points = useDataAsRendered(options.queryKey, history.data)?.points;
  const series = useMemo(() => {
    if (!points?.length) return null;
    return type === 'candlestick-chart'
      ? { kind: 'candles' as const, candles: toCandles(points, CANDLE_SECONDS[range]) }
      : { kind: 'area' as const, points };
  }, [points, type, range]);
  const formatValue = useCallback((value: number) => formatChartValue(kind, value, fiat), [kind, fiat]);
  const titleId = `chart-title-${coin}`;
  const summaryId = `chart-summary-${coin}`;
  const statsId = `market-stats-${coin}`;

  return (
    <section className="market-chart" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('charts.title', { coin, fiat })}</h2>
      <div className="chart-controls">
        <ChartToggles
          label={t('charts.typeLabel')}
          options={GRAPH_TYPES}
          value={type}
          onChange={setType}
          labelOf={(value) => t(`charts.types.${value}`)}
        />
        <ChartToggles
          label={t('charts.rangeLabel')}
          options={CHART_RANGES}
          value={range}
          onChange={setRange}
          labelOf={(value) => t(`charts.ranges.${value}`)}
        />
      </div>
      <div className="chart-body">
        <div
          className="chart-frame"
          role="img"
          aria-labelledby={summaryId}
          data-testid="chart-frame"
          data-range={range}
          data-type={type}
          aria-busy={hydrated && history.isFetching}
        >
          {!wanted ? (
            <OnDemandButton className="chart-canvas chart-placeholder" label={t('charts.show')} onAsk={ask} />
          ) : series ? (
            <WhenNearViewport
              placeholderClassName="chart-canvas chart-placeholder"
              placeholder={series.kind === 'area' ? <ChartSvg points={series.points} /> : null}
            >
              <ChartCanvas series={series} formatValue={formatValue} showTime={SHORT_RANGES.includes(range)} locale={i18n.language} />
            </WhenNearViewport>
          ) : (
            <div className="chart-canvas chart-placeholder" />
          )}
        </div>
        <ChartSummary
          id={summaryId}
          points={points}
          kind={kind}
          range={range}
          fiat={fiat}
          coin={coin}
          failed={hydrated && history.isError && !points}
          loading={wanted && !points && (!hydrated || history.isPending)}
          onDemand={!wanted}
        />
      </div>
      <section className="market-stats-section" aria-labelledby={statsId}>
        <h3 id={statsId}>{t('charts.stats.title', { coin, fiat })}</h3>
        {/* Six histories: asked for once the chart is awake and the stats come near the viewport. */}
        {wanted && hydrated ? (
          <WhenNearViewport placeholderClassName="market-stats-placeholder">
            <MarketStatsPanel coin={coin} fiat={fiat} />
          </WhenNearViewport>
        ) : (
          <div className="market-stats-placeholder">
            {/* Asleep, the chart reads nothing: a press wakes it (the islands' runtime), and the stats load. */}
            {wanted && (
              <button type="button" className="button secondary">
                {t('charts.stats.show')}
              </button>
            )}
          </div>
        )}
      </section>
    </section>
  );
}
