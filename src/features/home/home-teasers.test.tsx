import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/setup/msw-server';
import { renderWithApp } from '../../../tests/setup/render-with-app';
import { AtmTeaser } from './atm-teaser';
import { ReviewsTeaser } from './reviews-teaser';
import type { HomeLocation } from './home-queries';

const atm = (id: number, city: string): HomeLocation => ({ id, location: { title: `Cajero ${id}`, city } });
const serveAtms = (atms: HomeLocation[]) => server.use(http.get(/\/atms\/list-all-active/, () => HttpResponse.json(atms)));
const cardTitles = async () => (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);

describe('the home page teasers', () => {
  it('show four ATMs, one per city, in the gateway order', async () => {
    serveAtms([atm(1, 'Madrid'), atm(2, 'Madrid'), atm(3, 'Valencia'), atm(4, 'Sevilla'), atm(5, 'Bilbao'), atm(6, 'Málaga')]);
    await renderWithApp(<AtmTeaser />);
    expect(await cardTitles()).toEqual(['Cajero 1', 'Cajero 3', 'Cajero 4', 'Cajero 5']);
  });

  it('show the first four ATMs when the market has too few cities for one per city', async () => {
    serveAtms([atm(1, 'Asunción'), atm(2, 'Asunción'), atm(3, 'Asunción'), atm(4, 'Luque'), atm(5, 'Luque')]);
    await renderWithApp(<AtmTeaser />, { marketId: 2 });
    expect(await cardTitles()).toEqual(['Cajero 1', 'Cajero 2', 'Cajero 3', 'Cajero 4']);
  });

  it('say so when the market has no ATM', async () => {
    serveAtms([]);
    await renderWithApp(<AtmTeaser />, { marketId: 4 });
    expect(await screen.findByText('Todavía no hay cajeros en este país.')).toBeVisible();
  });

  it('show the three newest reviews across the stores, each with its store, leaving out those without text or author', async () => {
    const review = (id: number, date: string, fields: { text?: string; author?: string } = {}) => ({
      id,
      date,
      rating: 5,
      author: `Autor ${id}`,
      text: `Opinión ${id}`,
      ...fields,
    });
    const store = (id: number, reviews: ReturnType<typeof review>[]): HomeLocation => ({
      id,
      location: { title: `Tienda ${id}` },
      reviews: { reviews },
    });
    server.use(
      http.get(/\/store\/list-all-active/, () =>
        HttpResponse.json([
          store(1, [review(11, '2026-01-02'), review(12, '2026-03-01'), review(13, '2026-04-01', { text: '' })]),
          store(2, [review(21, '2026-02-01'), review(22, '2025-12-31'), review(23, '2026-05-01', { author: '' })]),
          { id: 3, location: { title: 'Tienda 3' } },
        ]),
      ),
    );
    await renderWithApp(<ReviewsTeaser />);
    const quotes = await screen.findAllByRole('blockquote');
    expect(quotes.map((quote) => quote.textContent)).toEqual(['Opinión 12', 'Opinión 21', 'Opinión 11']);
    expect(screen.getAllByRole('link', { name: /^Tienda / }).map((link) => link.textContent)).toEqual(['Tienda 1', 'Tienda 2', 'Tienda 1']);
  });
});
