import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createDemoApp } from '../../../demo-api/app';
import { viteLocales } from '../../../tests/setup/locales-vite';
import { server } from '../../../tests/setup/msw-server';
import { renderWithApp } from '../../../tests/setup/render-with-app';
import { MarketStatsPanel } from './market-stats-panel';

// One instant for the component's calls and the test's own, so a minute turning over cannot split them.
const NOW = Date.UTC(2026, 10, 23, 1, 40, 30);
const frozenApp = createDemoApp({ locales: viteLocales, now: () => NOW });

const history = async (kind: string, range: string) => {
  const response = await frozenApp.fetch(
    new Request(`http://localhost/gateway/api/v1/crypto/public/${kind}/history/ETH/EUR?range=${range}`),
  );
  return ((await response.json()) as { points: { time: number; value: number }[] }).points;
};
const statValue = (id: string) =>
  Number(
    within(screen.getByTestId(`stat-${id}`))
      .getByRole('definition')
      .getAttribute('data-value'),
  );

describe('MarketStatsPanel', () => {
  it('shows the stats the demo histories give, each with its time', async () => {
    server.use(http.get(/\/crypto\/public\//, ({ request }) => frozenApp.fetch(request)));
    await renderWithApp(<MarketStatsPanel coin="ETH" fiat="EUR" />);
    await screen.findByTestId('stat-market-cap', {}, { timeout: 10_000 });
    const day = await history('price', '1d');
    const week = await history('price', '1w');
    expect(statValue('market-cap')).toBe((await history('market-cap', '1d')).at(-1)!.value);
    expect(statValue('high')).toBe(Math.max(...day.map((point) => point.value)));
    expect(statValue('low')).toBe(Math.min(...day.map((point) => point.value)));
    expect(statValue('change-7d')).toBeCloseTo(((week.at(-1)!.value - week[0]!.value) / week[0]!.value) * 100, 8);
    const since = within(screen.getByTestId('stat-change-7d')).getByText(/^desde el /);
    expect(since).toHaveAttribute('datetime', new Date(week[0]!.time * 1000).toISOString());
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Capitalización',
      'Máximo en 24 h',
      'Mínimo en 24 h',
      'Variación en 1 h',
      'Variación en 24 h',
      'Variación en 7 días',
      'Variación en 30 días',
      'Variación en 1 año',
    ]);
  });

  it('says so when no history can be read', async () => {
    server.use(http.get('*/crypto/public/:kind/history/*', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await renderWithApp(<MarketStatsPanel coin="BTC" fiat="EUR" />);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('No hemos podido cargar los datos de mercado');
  });
});
