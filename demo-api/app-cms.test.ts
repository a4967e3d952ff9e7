// @vitest-environment node
/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk loosely typed JSON response bodies */
import { describe, expect, it } from 'vitest';
import { createDemoApp } from './app';
import { singleTypeNames } from './data/content/singles';

const app = createDemoApp();
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as any };
};

describe('content service (Strapi v4 shape)', () => {
  it.each(singleTypeNames)('single type %s answers { data: { id, attributes }, meta }', async (type) => {
    const { status, body } = await get(`/cms/api/${type}?locale=en&populate=*`);
    expect(status).toBe(200);
    expect(body.data.id).toBe(1);
    expect(body.meta).toEqual({});
    expect(body.data.attributes.locale).toBe('en');
    if (type === 'cnmv') expect(body.data.attributes.Message).toMatch(/crypto-assets/);
    else if (type === 'footer') expect(body.data.attributes.Columns[0].Links[0]).toEqual({ Label: expect.any(String), Url: expect.any(String) });
    else {
      expect(body.data.attributes.Title).toEqual(expect.any(String));
      expect(body.data.attributes.Intro).toEqual(expect.any(String));
      expect(Object.keys(body.data.attributes.SEO.OpenGraphTags)).toEqual(['ogTitle', 'ogDescription', 'ogImage']);
    }
  });

  it('answers Spanish by default and English on request', async () => {
    const es = await get('/cms/api/home');
    const en = await get('/cms/api/home?locale=en');
    expect(es.body.data.attributes.locale).toBe('es');
    expect(es.body.data.attributes.Hero.Title).not.toBe(en.body.data.attributes.Hero.Title);
    expect((await get('/cms/api/cnmv')).body.data.attributes.Message).toMatch(/^La inversión en criptoactivos no está regulada/);
  });

  it('keys buy/sell coin sections by token', async () => {
    const { body } = await get('/cms/api/buy?locale=en');
    expect(Object.keys(body.data.attributes.Coins)).toEqual(expect.arrayContaining(['btc', 'eth', 'usdt', 'usdc', 'ltc', 'xrp', 'sol', 'ada']));
  });

  it('paginates collections', async () => {
    const { body } = await get('/cms/api/faqs?pagination[page]=2&pagination[pageSize]=5');
    expect(body.data).toHaveLength(5);
    expect(body.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: 3, total: 13 });
    const big = await get('/cms/api/stores?locale=es&pagination[page]=1&pagination[pageSize]=5000');
    expect(big.body.meta.pagination.pageSize).toBe(1000);
    expect(big.body.data[0].attributes).toMatchObject({ StoreID: expect.any(Number), Banner: { Title: expect.any(String), Subtitle: expect.any(String) } });
  });

  it('filters collections with filters[field][$eq]', async () => {
    const { body } = await get('/cms/api/help-pages?filters[Topic][$eq]=security');
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.data.every((e: any) => e.attributes.Topic === 'security')).toBe(true);
  });

  it('finds entries by id, slug and token', async () => {
    const market = await get('/cms/api/markets/2');
    expect(market.body.data.id).toBe(2);
    expect(market.body.data.attributes).toMatchObject({ CountryCode: 'PY', DefaultLocale: 'es-PY', AvailableLocales: ['es', 'en'] });
    expect(market.body.data.attributes.FIATS.map((f: any) => f.ISO)).toEqual(['PYG', 'USD']);
    expect((await get('/cms/api/assets/btc')).body.data.attributes.Symbol).toBe('BTC');
    expect((await get('/cms/api/help-pages/first-purchase?locale=en')).body.data.attributes.Body).toMatch(/wallet/);
    expect((await get('/cms/api/pages/privacy-policy')).body.data.attributes.Title).toBe('Política de privacidad');
    expect((await get('/cms/api/atms/1')).body.data.attributes.ATMID).toEqual(expect.any(Number));
  });

  it('has all six markets with their fiats', async () => {
    const { body } = await get('/cms/api/markets');
    expect(body.data.map((m: any) => m.id)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(body.data[0].attributes.FIATS).toEqual([{ id: 1, ISO: 'EUR', name: 'Euro', symbol: '€' }]);
  });

  it.each([
    ['/cms/api/home?locale=fr', 400],
    ['/cms/api/faqs?pagination[page]=0', 400],
    ['/cms/api/faqs?pagination[pageSize]=abc', 400],
    ['/cms/api/faqs?filters[Category][$regex]=x', 400],
    ['/cms/api/markets/abc', 400],
    ['/cms/api/markets/3', 404],
    ['/cms/api/help-pages/no-such-page', 404],
    ['/cms/api/assets/doge', 404],
    ['/cms/api/unknown-type', 404],
  ])('%s -> %i with the Strapi error body', async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ data: null, error: { status, name: expect.any(String), message: expect.any(String) } });
  });
});
