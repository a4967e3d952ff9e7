// @vitest-environment node
/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk loosely typed JSON response bodies */
import { describe, expect, it } from 'vitest';
import { createDemoApp } from './app';
import { singleTypes } from './data/content/singles';
import { seedAtms } from './data/locations';
import { parseCmsQuery } from './strapi';

const app = createDemoApp();
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as any };
};

/** Whether any value below is an object (a component, media or relation); JSON fields excepted. */
const holdsObjects = (attributes: Record<string, unknown>, json = ['Coins', 'Requirements', 'AvailableLocales', 'FIATS']) =>
  Object.entries(attributes).some(([key, value]) => !json.includes(key) && typeof value === 'object' && value !== null);

describe('content service (Strapi 4.26 as cms/ answers)', () => {
  it.each(Object.keys(singleTypes))('single type %s answers { data: { id, attributes }, meta } with plain fields only', async (type) => {
    const { status, body } = await get(`/cms/api/${type}?locale=en`);
    expect(status).toBe(200);
    expect(body.data.id).toBe(2); // Spanish is row 1, English row 2
    expect(body.meta).toEqual({});
    expect(body.data.attributes.locale).toBe('en');
    expect(holdsObjects(body.data.attributes)).toBe(false);
  });

  it('GET home?locale=es without populate carries no objects', async () => {
    const { body } = await get('/cms/api/home?locale=es');
    expect(body.data.attributes).toMatchObject({ Title: expect.any(String), locale: 'es' });
    expect(Object.values(body.data.attributes).every((v) => typeof v !== 'object' || v === null)).toBe(true);
  });

  it('populate=* goes one level down, with component ids and localizations', async () => {
    const { body } = await get('/cms/api/home?locale=es&populate=*');
    const { Hero, SEO, Offers, localizations } = body.data.attributes;
    expect(Hero).toMatchObject({ id: 1, Title: expect.any(String) });
    expect(Hero.Cta).toBeUndefined();
    expect(SEO.OpenGraphTags).toBeUndefined();
    expect(Offers.map((o: any) => o.id)).toEqual(Offers.map((_: unknown, i: number) => i + 1));
    expect(localizations.data).toEqual([{ id: 2, attributes: expect.objectContaining({ locale: 'en' }) }]);
  });

  it('populates nested levels by object and by dotted path, media as upload objects', async () => {
    const nested = (await get('/cms/api/home?populate[Hero][populate]=*&populate[SEO][populate][OpenGraphTags][populate]=*')).body.data
      .attributes;
    expect(nested.Hero.Cta).toMatchObject({ id: 1, Label: expect.any(String), Url: expect.any(String) });
    const image = nested.SEO.OpenGraphTags.ogImage.data;
    expect(image).toMatchObject({
      id: expect.any(Number),
      attributes: { url: expect.stringMatching(/^\/uploads\/.+\.jpg$/), mime: 'image/jpeg', width: 1200, height: 630 },
    });
    expect(Object.keys(image.attributes.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    const dotted = (await get('/cms/api/footer?locale=en&populate[0]=Columns.Links')).body.data.attributes;
    expect(dotted.Columns[0].Links[0]).toEqual({ id: 1, Label: expect.any(String), Url: expect.any(String) });
    expect(dotted.Social).toBeUndefined();
  });

  it('serves the uploads it names, with their formats', async () => {
    const { body } = await get('/cms/api/teams?populate=Photo&pagination[pageSize]=1');
    const photo = body.data[0].attributes.Photo.data.attributes;
    for (const url of [photo.url, photo.formats.thumbnail.url]) {
      const res = await app.request(`/cms${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
    expect((await app.request('/cms/uploads/nothing.jpg')).status).toBe(404);
    expect((await app.request('/cms/uploads/..%2Fcms-media.json')).status).toBe(404);
  });

  it('reads populate parameters as Strapi does', () => {
    const populateOf = (query: string) => parseCmsQuery(`http://localhost/cms/api/home?${query}`).populate;
    const tree = populateOf('populate[0]=a.b.c&populate[x][populate][y]=true&populate[x][fields][0]=z&populate=k,m');
    expect([...tree.fields.keys()]).toEqual(['a', 'x', 'k', 'm']);
    expect([...tree.fields.get('a')!.fields.get('b')!.fields.keys()]).toEqual(['c']);
    expect([...tree.fields.get('x')!.fields.keys()]).toEqual(['y']);
    expect(populateOf('populate=*').all).toBe(true);
  });

  it('pages 25 by default and at most 100, saying so in meta.pagination', async () => {
    expect((await get('/cms/api/faqs')).body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 21 });
    const { body } = await get('/cms/api/faqs?pagination[page]=2&pagination[pageSize]=5');
    expect(body.data).toHaveLength(5);
    expect(body.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: 5, total: 21 });
    const atms = await get('/cms/api/atms?pagination[pageSize]=1000');
    expect(atms.body.data).toHaveLength(100);
    expect(atms.body.meta.pagination.pageSize).toBe(100);
    expect(atms.body.meta.pagination.pageCount).toBeGreaterThanOrEqual(2);
    expect(atms.body.meta.pagination.total).toBeGreaterThan(100);
    expect((await get('/cms/api/faqs?pagination[page]=0')).body.meta.pagination.page).toBe(1);
  });

  it('gives each market its own FAQ answers: its fiat, its register where one is named, the rest shared', async () => {
    for (const locale of ['es', 'en']) {
      const answers = async (code: string) =>
        (
          (await get(`/cms/api/faqs?locale=${locale}&filters[Markets][$contains]=${code}`)).body.data as Array<{
            attributes: { Answer: string };
          }>
        )
          .map((entry) => entry.attributes.Answer)
          .join('\n');
      const spain = await answers('ES');
      expect(spain).toMatch(/Banco de España|Bank of Spain/);
      expect(spain).toContain('€');
      const paraguay = await answers('PY');
      expect(paraguay).not.toMatch(/€|Banco de España|Bank of Spain/);
      expect(paraguay).toContain('₲');
      const argentina = await answers('AR');
      expect(argentina).toContain('Comisión Nacional de Valores');
      expect(argentina).toContain('US$');
      expect(argentina).not.toMatch(/€|₲|Banco de España|Bank of Spain/);
      // Bolivia has no register of its own named: the market-neutral answer, never Spain's.
      expect(await answers('BO')).toMatch(/lavado de dinero|anti-money-laundering/);
      // The answers that hold everywhere are in every market's.
      for (const market of [spain, paraguay, argentina]) expect(market).toContain(locale === 'es' ? 'Nunca.' : 'Never.');
    }
  });

  it("finds a page's version for the market its filter names; without one, the lowest id", async () => {
    const fees = async (query: string) =>
      (await get(`/cms/api/help-pages/payment-methods-and-fees?locale=en${query}`)).body.data.attributes as {
        Body: string;
        Markets: string;
      };
    expect((await fees('&filters[Markets][$contains]=PY')).Body).toContain('₲40,000');
    expect((await fees('&filters[Markets][$contains]=AR')).Markets).toBe('PA AR CR BO');
    expect((await fees('')).Markets).toBe('ES');
    const missing = await get('/cms/api/help-pages/payment-methods-and-fees?filters[Markets][$contains]=XX');
    expect(missing.status).toBe(404);
  });

  it('has a content record for most ATMs, more than one page of them', async () => {
    const { body } = await get('/cms/api/atms?pagination[pageSize]=100&pagination[page]=2&populate=Banner');
    expect(body.meta.pagination.total).toBeGreaterThan(100);
    expect(body.meta.pagination.total).toBeLessThan(seedAtms.length); // some keep the location.title fallback
    expect(body.data[0].attributes.Banner).toMatchObject({ id: 1, Title: expect.any(String) });
  });

  it('filters collections with filters[field][$eq]', async () => {
    const { body } = await get('/cms/api/help-pages?filters[Topic][$eq]=security');
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.data.every((e: any) => e.attributes.Topic === 'security')).toBe(true);
  });

  it('finds entries by id (any language), slug and token (in the language asked)', async () => {
    const market = await get('/cms/api/markets/2');
    expect(market.body.data.id).toBe(2);
    expect(market.body.data.attributes).toMatchObject({ CountryCode: 'PY', DefaultLocale: 'es-PY', AvailableLocales: ['es', 'en'] });
    expect(market.body.data.attributes.FIATS.map((f: any) => f.ISO)).toEqual(['PYG', 'USD']);
    expect((await get('/cms/api/faqs/1?locale=en')).body.data.attributes.locale).toBe('es');
    expect((await get('/cms/api/assets/btc')).body.data.attributes.Symbol).toBe('BTC');
    expect((await get('/cms/api/help-pages/first-purchase?locale=en')).body.data.attributes.Body).toMatch(/wallet/);
    expect((await get('/cms/api/pages/privacy-policy')).body.data.attributes.Title).toBe('Política de privacidad');
  });

  it('numbers each language after the last Spanish row, as the CMS seed does', async () => {
    const es = (await get('/cms/api/markets')).body.data.map((m: any) => m.id);
    const en = (await get('/cms/api/markets?locale=en')).body.data.map((m: any) => m.id);
    expect(es).toEqual([1, 2, 4, 5, 6, 7]);
    expect(en).toEqual([8, 9, 10, 11, 12, 13]);
  });

  it('takes any locale: a single type without it is a 404, a collection is empty', async () => {
    expect((await get('/cms/api/home?locale=fr')).status).toBe(404);
    const list = await get('/cms/api/faqs?locale=fr');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
  });

  it.each([
    ['/cms/api/faqs?pagination[pageSize]=abc', 400, 'ValidationError'],
    ['/cms/api/faqs?filters[Category][$regex]=x', 400, 'ValidationError'],
    ['/cms/api/help-pages/Bad_Slug', 400, 'ValidationError'],
    ['/cms/api/markets/abc', 404, 'NotFoundError'],
    ['/cms/api/markets/3', 404, 'NotFoundError'],
    ['/cms/api/help-pages/no-such-page', 404, 'NotFoundError'],
    ['/cms/api/assets/doge', 404, 'NotFoundError'],
    ['/cms/api/unknown-type', 404, 'NotFoundError'],
  ])('%s -> %i with the Strapi error body', async (path, status, name) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ data: null, error: { status, name, message: expect.any(String), details: {} } });
  });
});
