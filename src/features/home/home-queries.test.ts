import { describe, expect, it } from 'vitest';
import { latestReviews, teaserAtms, type HomeLocation } from './home-queries';

const atm = (id: number, city: string): HomeLocation => ({ id, location: { title: `ATM ${id}`, city } });

describe('the ATMs the home page keeps', () => {
  it('keeps one per city, four at most, in the gateway order', () => {
    const atms = [atm(1, 'Madrid'), atm(2, 'Madrid'), atm(3, 'Valencia'), atm(4, 'Sevilla'), atm(5, 'Bilbao'), atm(6, 'Málaga')];
    expect(teaserAtms(atms).map(({ id }) => id)).toEqual([1, 3, 4, 5]);
  });

  it('takes the first ones when there are too few cities for one per city', () => {
    const atms = [atm(1, 'Asunción'), atm(2, 'Asunción'), atm(3, 'Asunción'), atm(4, 'Luque'), atm(5, 'Luque')];
    expect(teaserAtms(atms).map(({ id }) => id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps an empty market empty', () => {
    expect(teaserAtms([])).toEqual([]);
  });
});

describe('the reviews the home page keeps', () => {
  const store = (id: number, reviews: Array<{ id: number; date: string; text?: string; author?: string }>): HomeLocation => ({
    id,
    location: { title: `Store ${id}` },
    reviews: { reviews: reviews.map((review) => ({ author: 'Ana', text: 'Muy bien', rating: 5, ...review })) },
  });

  it('keeps the three newest across the stores, each with its store', () => {
    const stores = [
      store(1, [
        { id: 11, date: '2026-01-02' },
        { id: 12, date: '2026-03-01' },
      ]),
      store(2, [
        { id: 21, date: '2026-02-01' },
        { id: 22, date: '2025-12-31' },
      ]),
      { id: 3, location: { title: 'Store 3' } },
    ];
    expect(latestReviews(stores).map(({ review, storeId, storeTitle }) => [review.id, storeId, storeTitle])).toEqual([
      [12, 1, 'Store 1'],
      [21, 2, 'Store 2'],
      [11, 1, 'Store 1'],
    ]);
  });

  it('leaves out a review without text or author', () => {
    const stores = [store(1, [{ id: 11, date: '2026-01-02', text: '' }, { id: 12, date: '2026-01-01', author: '' }, { id: 13, date: '2025-01-01' }])];
    expect(latestReviews(stores).map(({ review }) => review.id)).toEqual([13]);
  });
});
