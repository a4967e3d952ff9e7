// Every page arrives rendered. Without JavaScript (crawlers, link previews) each localized
// page has its heading, head tags and structured data in the server's HTML, with real status codes;
// with JavaScript the client takes over the server's DOM (server-take-over.spec.ts).
/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk loosely typed JSON-LD */
import type { Page } from '@playwright/test';
import { localizedPages } from './site-pages';
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
