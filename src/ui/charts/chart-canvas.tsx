// The only module that imports lightweight-charts; MarketChart loads it lazily, so pages without a
// chart never download the library.
import { useEffect, useRef, useSyncExternalStore } from 'react';
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

/** The site's colour tokens (src/styles/app.css), so the chart follows the light or dark scheme. */
function siteColours() {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const translucent = (hex: string, alpha: number) => {
    const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
    return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
  };
  const brand = token('--brand');
  return {
    surface: token('--surface'),
    ink: token('--ink'),
    grid: token('--surface-alt'),
    line: token('--line'),
    brand,
    brandTop: translucent(brand, 0.35),
    brandBottom: translucent(brand, 0.02),
    up: token('--ok'),
    down: token('--error'),
  };
}

const darkScheme = () => window.matchMedia('(prefers-color-scheme: dark)');
const followScheme = (onChange: () => void) => {
  darkScheme().addEventListener('change', onChange);
  return () => darkScheme().removeEventListener('change', onChange);
};

export default function ChartCanvas({ series, formatValue, showTime, locale }: ChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  // Drawn again when the visitor's colour scheme changes.
  const dark = useSyncExternalStore(
    followScheme,
    () => darkScheme().matches,
    () => false,
  );
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colours = siteColours();
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: colours.surface }, textColor: colours.ink, attributionLogo: false },
      grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
      rightPriceScale: { borderColor: colours.line },
      timeScale: { borderColor: colours.line, timeVisible: showTime, secondsVisible: false },
      localization: { locale, priceFormatter: formatValue },
      handleScroll: false,
      handleScale: false,
    });
    if (series.kind === 'area') {
      chart
        .addSeries(AreaSeries, { lineColor: colours.brand, topColor: colours.brandTop, bottomColor: colours.brandBottom, lineWidth: 2 })
        .setData(series.points.map((point) => ({ time: at(point.time), value: point.value })));
    } else {
      chart
        .addSeries(CandlestickSeries, {
          upColor: colours.up,
          downColor: colours.down,
          wickUpColor: colours.up,
          wickDownColor: colours.down,
          borderVisible: false,
        })
        .setData(series.candles.map((candle) => ({ ...candle, time: at(candle.time) })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [series, formatValue, showTime, locale, dark]);
  return <div ref={container} className="chart-canvas" />;
}
