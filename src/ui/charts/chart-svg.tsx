// The day's line as the server draws it: an SVG of the points it already read, in the canvas's box, so a
// visitor sees the chart before (and without) any code. The canvas library replaces it only once the
// visitor reaches for the chart. The numbers are in the summary beside it (chart-summary.tsx), which the
// chart's frame names as its label, so the drawing itself is hidden from screen readers.
import type { HistoryPoint } from './ohlc';

/** The drawing's own units; the SVG stretches them to the box (preserveAspectRatio none). */
const WIDTH = 1000;
const HEIGHT = 400;
/** Room above the highest and below the lowest point, as a share of the range (as the canvas leaves). */
const MARGIN = 0.1;

const at = (value: number) => Math.round(value * 10) / 10;

/** The line through `points` (evenly spaced, as the canvas spaces its bars) and the area under it. */
function chartPaths(points: HistoryPoint[]): { line: string; area: string } | null {
  if (points.length === 0) return null;
  const values = points.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A flat day gets a flat line across the middle.
  const span = high - low || Math.abs(high) || 1;
  const top = high + span * MARGIN;
  const bottom = low - span * MARGIN;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const coordinates = values.map((value, index) => `${at(index * step)},${at(((top - value) / (top - bottom)) * HEIGHT)}`);
  const line = `M${coordinates.join('L')}${points.length === 1 ? `H${WIDTH}` : ''}`;
  return { line, area: `${line}L${WIDTH},${HEIGHT}L0,${HEIGHT}Z` };
}

export function ChartSvg({ points }: { points: HistoryPoint[] }) {
  const paths = chartPaths(points);
  if (!paths) return null;
  return (
    <svg
      className="chart-svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="chart-svg"
    >
      <path className="chart-svg-area" d={paths.area} />
      <path className="chart-svg-line" d={paths.line} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
