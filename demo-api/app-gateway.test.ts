// @vitest-environment node
/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk loosely typed JSON response bodies */
import { describe, expect, it } from 'vitest';
import { createDemoApp } from './app';
import { haversineKm } from './distance';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 30);
const app = createDemoApp({ now: () => NOW });
const GW = '/gateway/api/v1';
const get = async (path: string, headers?: Record<string, string>) => {
  const res = await app.request(`${GW}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as any };
};

describe('gateway: prices', () => {
  it('quotes one pair, case-insensitive', async () => {
    const { body } = await get('/crypto/public/price/btc/eur');
    expect(body).toEqual({
      from: 'BTC',
      to: 'EUR',
      price: expect.any(Number),
      change24h: expect.any(Number),
      timestamp: Math.floor(NOW / 60_000) * 60,
      buyRate: expect.any(Number),
      sellRate: expect.any(Number),
      source: expect.any(String),
    });
    // Our rates are the reference plus and minus the 0.5 % spread.
    expect(body.buyRate).toBeCloseTo(body.price * 1.005, 2);
    expect(body.sellRate).toBeCloseTo(body.price * 0.995, 2);
    expect((await get('/crypto/public/price/BTC/EUR')).body.price).toBe(body.price);
  });

  it('lists prices in a fiat', async () => {
    const { body } = await get('/crypto/public/price/PYG?locale=es');
    expect(body.fiat).toBe('PYG');
    expect(body.prices.map((p: any) => p.symbol)).toEqual(['BTC', 'ETH', 'USDT', 'USDC', 'LTC', 'XRP', 'SOL', 'ADA']);
  });

  it.each([
    ['1h', 60],
    ['1d', 288],
    ['1w', 168],
    ['1m', 180],
    ['1y', 365],
    ['all', 2920],
  ])('%s price history has %i ascending points', async (range, count) => {
    const { body } = await get(`/crypto/public/price/history/eth/usd?range=${range}`);
    expect(body.points).toHaveLength(count);
    expect(body.points.every((p: any, i: number) => i === 0 || p.time > body.points[i - 1].time)).toBe(true);
    const quote = await get('/crypto/public/price/eth/usd');
    expect(body.points.at(-1).value).toBe(quote.body.price);
  });

  it('serves market-cap history in the same shape', async () => {
    const { body } = await get('/crypto/public/market-cap/history/btc/eur?range=1w');
    expect(body).toMatchObject({ from: 'BTC', to: 'EUR', range: '1w' });
    expect(body.points[0].value).toBeGreaterThan(1e11);
  });

  it.each([
    ['/crypto/public/price/history/btc/eur?range=2d', 400],
    ['/crypto/public/price/b!c/eur', 400],
    ['/crypto/public/price/btc/euro', 400],
    ['/crypto/public/price/doge/eur', 404],
    ['/crypto/public/price/btc/gbp', 404],
  ])('%s -> %i', async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: expect.any(String), message: expect.any(String), status });
  });

  it('a price level (header or cookie) scales every price of the answer, and the chart still ends on the quote', async () => {
    const plain = (await get('/crypto/public/price/btc/eur')).body;
    const doubled = (await get('/crypto/public/price/btc/eur', { 'x-demo-price-level': '2' })).body;
    expect(doubled.price).toBeCloseTo(plain.price * 2, 1);
    expect(doubled.buyRate).toBeCloseTo(plain.buyRate * 2, 1);
    expect(doubled.change24h).toBe(plain.change24h);
    expect(doubled.timestamp).toBe(plain.timestamp);
    const list = (await get('/crypto/public/price/EUR?locale=es', { cookie: 'x-demo-price-level=2' })).body;
    expect(list.prices.find((coin: any) => coin.symbol === 'BTC').price).toBe(doubled.price);
    const chart = (await get('/crypto/public/price/history/btc/eur?range=1h', { 'x-demo-price-level': '2' })).body;
    expect(chart.points.at(-1).value).toBe(doubled.price);
    expect((await get('/crypto/public/price/btc/eur', { 'x-demo-price-level': '0' })).status).toBe(400);
    expect((await get('/crypto/public/price/btc/eur', { 'x-demo-price-level': 'lots' })).status).toBe(400);
  });
});

describe('gateway: stores and ATMs', () => {
  it('lists active locations with at most pageSizeReviews reviews', async () => {
    const none = await get('/webapp/public/webapp/store/list-all-active?pageSizeReviews=0');
    expect(none.body.length).toBeGreaterThanOrEqual(60);
    expect(none.body.every((l: any) => l.reviews.reviews.length === 0)).toBe(true);
    const two = await get('/webapp/public/webapp/atms/list-all-active?pageSizeReviews=2&market=1');
    expect(two.body.every((l: any) => l.type === 'atm' && l.marketId === 1 && l.reviews.reviews.length <= 2)).toBe(true);
    expect(two.body.some((l: any) => l.reviews.total > 2)).toBe(true);
  });

  it('translates review text by Accept-Language', async () => {
    const path = '/webapp/public/webapp/store/list-all-active?pageSizeReviews=5';
    const es = (await get(path, { 'accept-language': 'es-ES,es;q=0.9' })).body.find((l: any) => l.reviews.total > 0);
    const en = (await get(path, { 'accept-language': 'en-GB,en;q=0.9' })).body.find((l: any) => l.id === es.id);
    expect(en.reviews.reviews[0].text).not.toBe(es.reviews.reviews[0].text);
  });

  it('orders list-distance nearest first within the radius', async () => {
    const madrid = { lat: 40.4168, lon: -3.7038 };
    const { body } = await get(
      `/webapp/public/webapp/atms/list-distance?latitude=${madrid.lat}&longitude=${madrid.lon}&distance=10&units=KILOMETERS`,
    );
    expect(body.length).toBeGreaterThanOrEqual(20);
    expect(body.every((l: any) => l.location.city === 'Madrid' && l.distance <= 10)).toBe(true);
    for (let i = 1; i < body.length; i++) expect(body[i].distance).toBeGreaterThanOrEqual(body[i - 1].distance);
    const first = body[0];
    expect(first.distance).toBeCloseTo(haversineKm(madrid.lat, madrid.lon, first.location.latitude, first.location.longitude), 2);
    const wide = await get(
      `/webapp/public/webapp/store/list-distance?latitude=${madrid.lat}&longitude=${madrid.lon}&distance=520&units=KILOMETERS`,
    );
    const barcelona = wide.body.find((l: any) => l.location.city === 'Barcelona');
    expect(Math.abs(barcelona.distance - 505)).toBeLessThan(8);
  });

  it('gets one location with all its reviews', async () => {
    const { status, body } = await get('/webapp/public/webapp/store/1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, type: 'store', location: { title: expect.any(String), timeZone: expect.any(String) } });
    expect(body.reviews.reviews).toHaveLength(body.reviews.total);
    expect(Object.keys(body.openingHours)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });

  it.each([
    ['/webapp/public/webapp/store/list-distance?latitude=91&longitude=0&distance=5', 400],
    ['/webapp/public/webapp/store/list-distance?latitude=40&longitude=-3&distance=5&units=MILES', 400],
    ['/webapp/public/webapp/store/list-distance?longitude=-3&distance=5', 400],
    ['/webapp/public/webapp/store/list-all-active?pageSizeReviews=-1', 400],
    ['/webapp/public/webapp/store/list-all-active?market=3', 404],
    ['/webapp/public/webapp/store/abc', 400],
    ['/webapp/public/webapp/store/99999', 404],
    ['/webapp/public/webapp/kiosk/1', 404],
  ])('%s -> %i', async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });
});
