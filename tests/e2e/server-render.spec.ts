// Issue 14: every page arrives rendered. Without JavaScript (crawlers, link previews) each localized
// page has its heading, head tags and structured data in the server's HTML, with real status codes;
// with JavaScript the client takes over the server's DOM (hydration) without replacing it.
/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk loosely typed JSON-LD */
import type { Page } from '@playwright/test';
import { localizedPages, NEUTRAL_PATHS } from './site-pages';
import { API, expect, marketHost, PORT, test } from './fixtures';
import { localizedPath } from '../../src/i18n/localized-paths';
import type { Lang } from '../../src/i18n/route-table';

const LANGS: Lang[] = ['es', 'en'];
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every localized page has its heading and head tags in the server HTML, in both languages', async ({ page, request }) => {
    test.setTimeout(120_000);
    const origin = marketHost('es');
    for (const [name, params] of await localizedPages(request)) {
      for (const lang of LANGS) {
        const path = localizedPath(name, params, lang);
        const response = await page.goto(origin + path);
        const where = `${name} ${lang} ${path}`;
        expect(response?.status(), where).toBe(200);
        await expect(page.locator('h1'), where).toHaveCount(1);
        await expect(page.locator('h1'), where).not.toBeEmpty();
        await expect(page.locator('html'), where).toHaveAttribute('lang', lang);
        const title = await page.title();
        expect(title, where).toContain('CryptoPlaza');
        expect(title, where).not.toBe('CryptoPlaza');
        const meta = (selector: string) => page.locator(`head ${selector}`).first().getAttribute('content');
        expect(await meta('meta[name="description"]'), where).toBeTruthy();
        await expect(page.locator('head link[rel="canonical"]'), where).toHaveAttribute('href', origin + path);
        for (const [hreflang, language] of [
          ['es', 'es'],
          ['en', 'en'],
          ['x-default', 'es'],
        ] as const) {
          await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`), where).toHaveAttribute(
            'href',
            origin + localizedPath(name, params, language),
          );
        }
        expect(await meta('meta[property="og:title"]'), where).toBeTruthy();
        expect(await meta('meta[property="og:description"]'), where).toBeTruthy();
        expect(await meta('meta[property="og:url"]'), where).toBe(origin + path);
        expect(await meta('meta[property="og:image"]'), where).toMatch(/^http:\/\/es\.localhost:\d+\/.+\.(jpg|png)$/);
        expect(await meta('meta[property="og:locale"]'), where).toBe(lang === 'es' ? 'es_ES' : 'en_US');
        expect(await meta('meta[property="og:type"]'), where).toMatch(/^(website|article)$/);
        expect(await meta('meta[name="twitter:card"]'), where).toBe('summary_large_image');
      }
    }
  });

  test('the canonical URL never takes an arbitrary Host header', async ({ request }) => {
    const html = await (await request.get(`${API}/es`, { headers: { host: `evil.example:${PORT}` } })).text();
    expect(html).toContain(`<link rel="canonical" href="http://es.localhost:${PORT}/es">`);
    expect(html).not.toContain('evil.example');
  });

  const jsonLd = async (page: Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

  for (const [path, type] of [
    ['/cajero/1001', 'AutomatedTeller'],
    ['/tienda-bitcoin/1', 'Store'],
  ] as const) {
    test(`${path} carries a ${type} with address, geo and opening hours, and its breadcrumb`, async ({ page }) => {
      await page.goto(marketHost('es') + path);
      const data = await jsonLd(page);
      const business = data.find((item) => item['@type'] === type) as Record<string, any>;
      expect(business['@context']).toBe('https://schema.org');
      expect(business.name).toBeTruthy();
      expect(business.address).toMatchObject({ '@type': 'PostalAddress' });
      expect(business.address.postalCode).toMatch(/^\d{5}$/);
      expect(business.address.addressLocality).toBeTruthy();
      expect(business.geo).toMatchObject({ '@type': 'GeoCoordinates' });
      expect(Math.abs(business.geo.latitude)).toBeLessThanOrEqual(90);
      expect(business.openingHoursSpecification.length).toBeGreaterThan(0);
      for (const spec of business.openingHoursSpecification) expect(spec.opens).toMatch(/^\d\d:\d\d$/);
      const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as Record<string, any>;
      // The breadcrumb ends on the page's one canonical address: an alias (/cajero/1001) names its primary path.
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(marketHost('es') + path.replace(/^\/cajero\//, '/cajero-bitcoin/'));
      expect(breadcrumb.itemListElement.at(-1).item).toBe(canonical);
    });
  }

  test('home has Organization and WebSite, the help center an FAQPage', async ({ page }) => {
    await page.goto(marketHost('es') + '/es');
    const graph = ((await jsonLd(page))[0]!['@graph'] as Array<Record<string, unknown>>).map((node) => node['@type']);
    expect(graph).toEqual(['Organization', 'WebSite']);
    await page.goto(marketHost('es') + '/centro-ayuda');
    const faq = (await jsonLd(page)).find((item) => item['@type'] === 'FAQPage') as Record<string, any>;
    expect(faq.mainEntity.length).toBeGreaterThan(0);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
  });

  test('/cajeros/28013 lists Madrid first, and the finder lists are in the HTML', async ({ page }) => {
    await page.goto(marketHost('es') + '/cajeros/28013');
    await expect(page.locator('.finder-result').first().locator('.finder-result-address')).toContainText('28013 Madrid');
    for (const path of ['/cajeros', '/tiendas', '/cajeros/Madrid']) {
      await page.goto(marketHost('es') + path);
      expect(await page.locator('.finder-result').count(), path).toBeGreaterThan(0);
    }
  });

  test('links navigate without JavaScript', async ({ page }) => {
    await page.goto(marketHost('es') + '/es');
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Cajeros' }).click();
    await expect(page).toHaveURL(/\/cajeros-bitcoin$/);
    await expect(page.locator('h1')).toHaveText('Cajeros bitcoin');
    await page.locator('.finder-result a').first().click();
    await expect(page).toHaveURL(/\/cajero-bitcoin\/\d+$/);
    await expect(page.locator('h1')).not.toBeEmpty();
  });
});

test('statuses: 404 for unknown or missing things, 302 from /, 301 from /errors', async ({ request }) => {
  for (const path of [
    '/no-such-page',
    '/cajero/999999',
    '/cajero/abc',
    '/tienda-bitcoin/999999',
    '/pagina-ayuda/no-existe',
    '/paginas/no-existe',
    '/home',
  ]) {
    const response = await request.get(`${API}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Página no encontrada');
  }
  const home = await request.get(`${API}/`, { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe('/es');
  const errors = await request.get(`${API}/errors`, { maxRedirects: 0 });
  expect(errors.status()).toBe(301);
  expect(errors.headers().location).toBe('/errors/404');
});

test('HTML is cacheable by a CDN, the same for every visitor, with no visitor data', async ({ request }) => {
  const first = await request.get(`${API}/cajeros`, { headers: { cookie: 'web_session=secret-token; crypto=1' } });
  expect(first.headers()['cache-control']).toMatch(/public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
  expect(first.headers()['set-cookie']).toBeUndefined();
  expect(await first.text()).not.toContain('secret-token');
});

/** Remembers the first h1 the HTML parser inserts, before any script of the page runs. */
async function watchServerHeading(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __serverH1?: Element; __cspViolations: string[] };
    state.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      state.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('h1');
      if (h1) {
        state.__serverH1 = h1;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('with JavaScript the client takes over the server DOM', () => {
  // Without the worker every navigation is a server answer (with it, the shell would answer).
  test.use({ serviceWorkers: 'block' });

  for (const market of ['es', 'py', 'pa', 'ar', 'cr', 'bo'] as const) {
    test(`every localized page in both languages on ${market}.localhost, and the neutral pages`, async ({ page, request }) => {
      test.setTimeout(150_000);
      await watchServerHeading(page);
      const marketId = { es: 1, py: 2, pa: 4, ar: 5, cr: 6, bo: 7 }[market];
      const paths = [
        ...(await localizedPages(request, marketId)).flatMap(([name, params]) => LANGS.map((lang) => localizedPath(name, params, lang))),
        ...NEUTRAL_PATHS,
      ];
      await expectTakenOver(page, marketHost(market), paths);
    });
  }
});

test.describe('taking a page over', () => {
  test.use({ serviceWorkers: 'block' });

  test('asks only for code the page listed in its loader: the islands and their runtime, no waterfall', async ({ page }) => {
    // The moment the islands are ready: what is asked for after it (the app, for a first navigation) is
    // fetched ahead, not waited for.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement.dataset.client) Object.assign(window, { takenOverAt: performance.now() });
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-client'] });
    });
    for (const path of ['/es', '/cajero/1001', '/comprar']) {
      await page.goto(marketHost('es') + path);
      await expect(page.locator('html'), path).toHaveAttribute('data-client', /^(islands|app)$/);
      const scripts = await page.evaluate(() => {
        const { takenOverAt } = window as unknown as { takenOverAt: number };
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= takenOverAt)
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js'));
      });
      const loader = await page.locator('body > script:not([type])').last().textContent();
      expect(scripts.length, path).toBeGreaterThan(2);
      // The background asks for the service worker's window library itself, when it registers the worker.
      expect(
        scripts.filter((script) => !loader?.includes(`"${script}"`) && !/\/workbox-window\.[^/]+\.js$/.test(script)),
        path,
      ).toEqual([]);
      expect(
        scripts.some((script) => /\/react-[^/]+\.js$/.test(script)),
        path,
      ).toBe(true);
    }
  });
});

/**
 * Each page's server h1 is still the node on screen once its islands are awake, with no CSP violation
 * and no island that failed to match the server's HTML (the fixture fails on that console error).
 */
async function expectTakenOver(page: Page, origin: string, paths: string[]) {
  for (const path of paths) {
    await page.goto(origin + path);
    await expect(page.locator('html'), path).toHaveAttribute('data-client', /^(islands|app)$/);
    const kept = await page.evaluate(() => {
      const state = window as unknown as { __serverH1?: Element; __cspViolations: string[] };
      return { sameNode: !!state.__serverH1 && state.__serverH1 === document.querySelector('h1'), violations: state.__cspViolations };
    });
    expect(kept, path).toEqual({ sameNode: true, violations: [] });
  }
}

test.describe('a visitor in another time zone than the server', () => {
  // UTC+14: most hours of the day its date differs from the server's too. The server writes times in
  // the market's zone; hydration must write the same, or React would drop the server's HTML.
  test.use({ serviceWorkers: 'block', timezoneId: 'Pacific/Kiritimati' });

  test('gets every page taken over, times and dates included, with no hydration error', async ({ page, request }) => {
    test.setTimeout(150_000);
    await watchServerHeading(page);
    const paths = [...(await localizedPages(request, 1)).map(([name, params]) => localizedPath(name, params, 'es')), ...NEUTRAL_PATHS];
    await expectTakenOver(page, marketHost('es'), paths);
    // After hydration the prices' time is the visitor's own clock.
    await page.goto(`${marketHost('es')}/es`);
    await expect(page.locator('html')).toHaveAttribute('data-client', /^(islands|app)$/);
    // The prices are minutes old at most; Madrid's hour (the server's writing) is 13 hours away.
    // The stamp turns to the visitor's clock in an effect after hydration: wait for it.
    const readStamp = () =>
      page.evaluate(() => {
        const hourOf = (ms: number) => new Intl.DateTimeFormat('es', { hour: '2-digit', hourCycle: 'h23' }).format(ms);
        const stamp = document.querySelector('.price-strip-time')?.textContent ?? '';
        const visitorHours = [hourOf(Date.now()), hourOf(Date.now() - 15 * 60_000)];
        return visitorHours.some((hour) => stamp.includes(`${hour}:`)) ? 'visitor' : `${stamp} in ${visitorHours.join('/')}`;
      });
    await expect.poll(readStamp).toBe('visitor');
  });
});

test.describe('a content service fault at render time', () => {
  test.use({ serviceWorkers: 'block' });

  // The demo server passes its fault header on to the render's own calls; the browser's calls stay healthy.
  for (const fault of ['500', 'drop', 'delay=4000']) {
    test(`(${fault}) answers the client shell, which renders a working page`, async ({ page }) => {
      await page.route('**/*', (route) =>
        route.request().isNavigationRequest()
          ? route.continue({ headers: { ...route.request().headers(), 'x-demo-fault': fault } })
          : route.fallback(),
      );
      const response = await page.goto(marketHost('es') + '/cajeros');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(await response?.text()).toContain('<div id="root"></div>');
      await expect(page.locator('h1')).toHaveText('Cajeros bitcoin');
      await expect(page.locator('.finder-result').first()).toBeVisible();
    });
  }
});
