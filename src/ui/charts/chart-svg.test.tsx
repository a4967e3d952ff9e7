import { render, screen } from '@testing-library/react';
import { renderWithApp } from '../../../tests/setup/render-with-app';
import { ChartSummary } from './chart-summary';
import { ChartSvg } from './chart-svg';
import type { HistoryPoint } from './ohlc';

const HOUR = 3600;
/** The line and the area the SVG draws for `points`, or null where it draws nothing. */
function chartPaths(points: HistoryPoint[]) {
  const { container, unmount } = render(<ChartSvg points={points} />);
  const svg = container.querySelector('svg');
  const paths = svg && {
    line: svg.querySelector('.chart-svg-line')?.getAttribute('d'),
    area: svg.querySelector('.chart-svg-area')?.getAttribute('d'),
  };
  unmount();
  return paths;
}

const day = [100, 110, 90, 120].map((value, index) => ({ time: 1_700_000_000 + index * HOUR, value }));

describe('the drawing of the day', () => {
  it('spaces the points across the width and puts the highest near the top, the lowest near the bottom', () => {
    // Range 90..120 with a tenth of it above and below: 87..123, drawn over 400 units.
    expect(chartPaths(day)).toEqual({
      line: 'M0,255.6L333.3,144.4L666.7,366.7L1000,33.3',
      area: 'M0,255.6L333.3,144.4L666.7,366.7L1000,33.3L1000,400L0,400Z',
    });
  });

  it('draws a flat day across the middle, and a single point as a flat line', () => {
    expect(chartPaths(day.map((point) => ({ ...point, value: 5 })))?.line).toBe('M0,200L333.3,200L666.7,200L1000,200');
    expect(chartPaths([{ time: 1, value: 7 }])?.line).toBe('M0,200H1000');
  });

  it('draws nothing without points', () => {
    expect(chartPaths([])).toBeNull();
  });
});

describe('the server-drawn chart', () => {
  it('draws the line hidden from screen readers, and says its numbers in words beside it', async () => {
    const { container } = await renderWithApp(
      <div role="img" aria-labelledby="summary">
        <ChartSvg points={day} />
        <ChartSummary id="summary" points={day} kind="price" range="1d" fiat="EUR" coin="BTC" failed={false} loading={false} />
      </div>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('.chart-svg-line')?.getAttribute('d')).toBe('M0,255.6L333.3,144.4L666.7,366.7L1000,33.3');
    expect(screen.getByRole('img')).toHaveAccessibleName(/Último precio de BTC: 120[.,]00\s€/);
    expect(screen.getByRole('img')).toHaveAccessibleName(/Variación en el último día: \+20[.,]00\s€ \(\+20[.,]00\s%\)/);
  });
});
