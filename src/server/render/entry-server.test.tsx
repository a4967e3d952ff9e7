// @vitest-environment node
// The server render through the real router, loaders, queries and components, against the demo backend
// in process: statuses, redirects, and requests rendered at the same time never see each other's state.
import { JSDOM } from 'jsdom';
import { createDemoApp } from '../../../demo-api/app';
import { readLocaleFolder } from '../../../demo-api/locales-node';
import { configureServer, renderPage, type RenderResult } from './entry-server';

const api = createDemoApp({ locales: readLocaleFolder('demo-api/data/locales') });
/** How the services fail for a test (no answer, or a 503), and which calls: those whose URL holds `path`. */
let failCalls: false | { failure: 'no answer' | 503; path: string } = false;

beforeAll(() => {
  configureServer({
    transport: async (url, init) => {
      if (failCalls && url.includes(failCalls.path)) {
        if (failCalls.failure === 'no answer') throw new TypeError('fetch failed');
        return new Response('{"error":"Service Unavailable"}', { status: 503, headers: { 'content-type': 'application/json' } });
      }
      return api.fetch(new Request(new URL(url, 'http://127.0.0.1:4173'), init));
    },
    purifierWindow: new JSDOM('').window as never,
  });
});

type Page = Extract<RenderResult, { type: 'page' }>;

async function page(url: string): Promise<Page> {
  const result = await renderPage(url);
  if (result.type !== 'page') throw new Error(`${url} answered a ${result.status} redirect`);
  return result;
}

const h1 = (result: Page) => /<h1[^>]*>(.*?)<\/h1>/.exec(result.appHtml)?.[1];
/** A render without its instants (when it ran, when each read arrived), which differ between two renders. */
function withoutInstants(result: Page) {
  const state = JSON.parse(result.stateJson) as {
    app: unknown;
    queries: { queries: Array<{ queryKey: unknown; state: { data: unknown } }> };
  };
  return {
    ...result,
    stateJson: undefined,
    app: state.app,
    queries: state.queries.queries.map((query) => [query.queryKey, query.state.data]),
  };
}

describe('renderPage', () => {
  it('renders the page in the language of its path, on the market of its host', async () => {
    const es = await page('http://es.localhost:4173/es');
    expect(es.status).toBe(200);
    expect(es.lang).toBe('es');
    expect(h1(es)).toBe('Compra bitcoin en minutos, como prefieras');
    expect(es.headHtml).toContain('<link rel="canonical" href="http://es.localhost:4173/es">');
    expect(JSON.parse(es.stateJson).app).toMatchObject({ marketId: 1, realLocale: 'es', defaultFiat: 'EUR' });

    const py = await page('http://py.localhost:4173/en');
    expect(py.lang).toBe('en');
    expect(JSON.parse(py.stateJson).app).toMatchObject({ marketId: 2, realLocale: 'en', defaultFiat: 'PYG' });
    expect(py.headHtml).toContain('<meta property="og:locale" content="en_US">');
  });

  it('keeps requests rendered at the same time apart (one store, i18next and query client each)', async () => {
    // Pages without live prices, so two renders a moment apart must be identical, but only within one
    // minute: an ATM's "last seen online" (demo data) and a list's "Data from 14:32" are to the minute.
    // Date stands still for the test, so a run across a minute's turn does not fail; the rest runs for real.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const urls = [
      'http://es.localhost:4173/centro-ayuda',
      'http://es.localhost:4173/help-center',
      'http://py.localhost:4173/cajeros',
      'http://bo.localhost:4173/bitcoin-atms',
      'http://es.localhost:4173/atm/1001',
      'http://pa.localhost:4173/contact',
    ];
    const alone: Array<ReturnType<typeof withoutInstants>> = [];
    for (const url of urls) alone.push(withoutInstants(await page(url)));
    const together = await Promise.all([...urls, ...urls].map((url) => page(url)));
    together.forEach((result, index) => expect(withoutInstants(result)).toEqual(alone[index % urls.length]));
    expect(new Set(alone.map((result) => result.lang))).toEqual(new Set(['es', 'en']));
    // Eighteen whole renders: on a busy two-core machine they take longer than the default 5 s.
  }, 30_000);

  it("names the page's module, the loaders' and the modules of the islands it drew, each island once", async () => {
    const { modules } = await page('http://es.localhost:4173/cajeros');
    expect(modules.page).toEqual(['src/features/finder/list/atm-list-page.tsx', 'src/routes/route-data.ts']);
    expect(modules.islands).toContain('src/features/finder/list/finder-island.tsx');
    expect(modules.islands).toContain('src/app/islands/floating-widgets-island.tsx');
    expect(new Set(modules.islands).size).toBe(modules.islands.length);
    // The islands of a request are its own: an ATM page draws no calculator.
    expect(modules.islands).not.toContain('src/features/exchange/calculator-island.tsx');
  });

  it.each([
    ['http://es.localhost:4173/', 302, '/es'],
    ['http://es.localhost:4173/errors', 301, '/errors/404'],
    ['http://es.localhost:4173/cajeros/', 301, '/cajeros'],
  ])('%s redirects with %i to %s', async (url, status, location) => {
    expect(await renderPage(url)).toEqual({ type: 'redirect', status, location });
  });

  it.each([
    '/no-such-page',
    '/cajero/999999',
    '/cajero/abc',
    '/tienda-bitcoin/999999',
    '/pagina-ayuda/no-existe',
    '/paginas/no-existe',
    '/home',
    '/cajero/1001/fotos',
    '/atm/a/a',
  ])('%s renders the 404 page with status 404', async (path) => {
    const result = await page(`http://es.localhost:4173${path}`);
    expect(result.status).toBe(404);
    expect(h1(result)).toBe('Página no encontrada');
    expect(result.headHtml).toContain('<meta name="robots" content="noindex">');
  });

  it("holds a buy or sell page's starting rate, and the buy page's chart of that pair's day outside light mode", async () => {
    const keys = (result: Page) =>
      (JSON.parse(result.stateJson) as { queries: { queries: Array<{ queryKey: unknown[] }> } }).queries.queries.map(
        (query) => query.queryKey,
      );
    const buy = await page('http://py.localhost:4173/comprar/eth');
    expect(keys(buy)).toEqual(
      expect.arrayContaining([
        ['price', 'ETH', 'PYG'],
        ['history', 'price', 'ETH', 'PYG', '1d'],
      ]),
    );
    expect(buy.appHtml).toContain('data-testid="rate-status"');
    expect(buy.appHtml).toMatch(/data-testid="chart-last">[^<]*\d/);
    expect(buy.appHtml).not.toContain('aria-busy="true"');

    const sell = await page('http://es.localhost:4173/vender');
    expect(keys(sell)).toContainEqual(['price', 'BTC', 'EUR']);
    expect(sell.appHtml).toContain('data-testid="rate-status"');

    const light = await renderPage('http://es.localhost:4173/comprar', {}, { light: true });
    if (light.type !== 'page') throw new Error('the light buy page answered a redirect');
    expect(keys(light)).toContainEqual(['price', 'BTC', 'EUR']);
    expect(keys(light).filter((key) => key[0] === 'history')).toEqual([]);
  });

  it("holds the home page's ATMs and reviews as its teasers show them, not the market's whole lists", async () => {
    const home = await page('http://es.localhost:4173/es');
    const data = (key: string) =>
      (
        JSON.parse(home.stateJson) as { queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown[] } }> } }
      ).queries.queries.find((query) => query.queryKey[0] === 'home' && query.queryKey[1] === key)?.state.data;
    expect(data('atms')).toHaveLength(4);
    expect(data('reviews')).toHaveLength(3);
    const cards = [...home.appHtml.matchAll(/<li class="card"><h3><a[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(cards).toEqual((data('atms') as Array<{ location: { title: string } }>).map((atm) => atm.location.title));
    expect(home.appHtml.match(/class="card home-review"/g)).toHaveLength(3);
  });

  it("holds the opinions page's places as its location filter reads them: kind, id, name and city", async () => {
    const opinions = await page('http://es.localhost:4173/opiniones');
    const places = (
      JSON.parse(opinions.stateJson) as { queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } }
    ).queries.queries.find((query) => query.queryKey[0] === 'review-locations')?.state.data as Array<{
      id: number;
      type: string;
      location: Record<string, unknown>;
    }>;
    expect(places.length).toBeGreaterThan(100);
    expect(new Set(places.map((place) => place.type))).toEqual(new Set(['store', 'atm']));
    for (const place of places) {
      expect(Object.keys(place).sort()).toEqual(['id', 'location', 'type']);
      expect(Object.keys(place.location).every((field) => field === 'title' || field === 'city')).toBe(true);
    }
    // The reviews name their place from these (kind · name, city).
    const labels = places.map(
      (place) => `${place.type === 'store' ? 'Tienda' : 'Cajero'} · ${place.location.title}, ${place.location.city}`,
    );
    expect(labels.filter((label) => opinions.appHtml.includes(label)).length).toBeGreaterThan(0);
  });

  // An outage says nothing about the content: no redirect, no 404 a crawler would take at its word.
  describe.each(['no answer', 503] as const)("when the page's own read gets %s", (failure) => {
    it.each([
      ['/centro-ayuda', '/cms/api/help-center'],
      ['/paginas/cookies-policy', '/cms/api/pages/cookies-policy'],
      ['/pagina-ayuda/how-to-sell', '/cms/api/help-pages/how-to-sell'],
      ['/cajero/1001', '/webapp/atms/1001'],
      // The coin cannot be checked without the market's asset list.
      ['/comprar/eth', '/cms/api/assets'],
      ['/es', '/cms/api/home'],
      ['/cajeros', '/cms/api/atms-page'],
    ])('%s fails (so the server answers the shell, which tries again)', async (path, read) => {
      failCalls = { failure, path: read };
      try {
        await expect(renderPage(`http://es.localhost:4173${path}`)).rejects.toThrow('failed to load');
      } finally {
        failCalls = false;
      }
    });
  });
});
