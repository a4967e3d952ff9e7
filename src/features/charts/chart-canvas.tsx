// The only module that imports lightweight-charts; MarketChart loads it lazily, so pages without a
// chart never download the library.
import { useEffect, useRef } from 'react';
import { AreaSeries, CandlestickSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import type { Candle, HistoryPoint } from './ohlc';

export interface ChartCanvasProps {
  series: { kind: 'area'; points: HistoryPoint[] } | { kind: 'candles'; candles: Candle[] };
  formatValue: (value: number) => string;
  /** Show hours on the time axis (short ranges). */
  showTime: boolean;
  locale: string;
}

const at = (time: number) => time as UTCTimestamp;

export default function ChartCanvas({ series, formatValue, showTime, locale }: ChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#14213d', attributionLogo: false },
      grid: { vertLines: { color: '#eef1f6' }, horzLines: { color: '#eef1f6' } },
      rightPriceScale: { borderColor: '#d5dce8' },
      timeScale: { borderColor: '#d5dce8', timeVisible: showTime, secondsVisible: false },
      localization: { locale, priceFormatter: formatValue },
      handleScroll: false,
      handleScale: false,
    });
    if (series.kind === 'area') {
      chart
        .addSeries(AreaSeries, { lineColor: '#0b3d91', topColor: 'rgba(11, 61, 145, 0.35)', bottomColor: 'rgba(11, 61, 145, 0.02)', lineWidth: 2 })
        .setData(series.points.map((point) => ({ time: at(point.time), value: point.value })));
    } else {
      chart
        .addSeries(CandlestickSeries, { upColor: '#146c2e', downColor: '#b3261e', wickUpColor: '#146c2e', wickDownColor: '#b3261e', borderVisible: false })
        .setData(series.candles.map((candle) => ({ ...candle, time: at(candle.time) })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [series, formatValue, showTime, locale]);
  return <div ref={container} className="chart-canvas" />;
}
