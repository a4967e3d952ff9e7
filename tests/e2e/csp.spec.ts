// The production preview's Content-Security-Policy (src/server/http/content-security-policy.ts): every HTML
// answer carries it, and the main pages, in both languages, with the map and the chart drawn, run
// under it without one violation. A violation also logs a console error, which the fixture fails on.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';

const PAGES = [
  '/es',
  '/en',
  '/comprar',
  '/buy',
  '/vender',
  '/sell',
  '/cajeros',
  '/bitcoin-atms',
  '/cajero/1001',
  '/atm/1001',
  '/tiendas',
  '/stores',
  '/tienda-bitcoin/1',
  '/store/1',
  '/centro-ayuda',
  '/help-center',
  '/contacto',
  '/contact',
  '/franquicia',
  '/franchise',
  '/opiniones',
  '/opinions',
  '/quienes-somos',
  '/who-we-are',
  '/pagos',
  '/pay',
  '/token',
  '/app',
  '/mwc',
  '/preview',
  '/errors/404',
];

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG }));
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
});

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

const directiveOf = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('HTML answers carry a strict policy', async ({ request }) => {
  const response = await request.get('/es');
  const policy = response.headers()['content-security-policy'] ?? '';
  const directive = (name: string) => directiveOf(policy, name);
  // Beyond these sources, only the hashes of the answer's own inline styles and code loader.
  expect(directive('script-src')).toMatch(/^script-src 'self' https:\/\/www\.googletagmanager\.com( 'sha256-[A-Za-z0-9+/]+=*')*$/);
  expect(directive('style-src')).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
  expect(directive('connect-src')).toBe("connect-src 'self'");
  expect(directive('img-src')).toContain('https://tile.openstreetmap.org');
  for (const fixed of [
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "default-src 'self'",
  ]) {
    expect(policy).toContain(fixed);
  }
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
});

test('a server-rendered page allows exactly its own inline styles and code loader, by hash, one loader for every page; its state and lists are data', async ({
  request,
}) => {
  const loaderHashes = new Set<string>();
  for (const path of ['/es', '/cajeros', '/cajero/1001', '/centro-ayuda', '/no-such-page']) {
    const response = await request.get(path);
    const html = await response.text();
    const policy = response.headers()['content-security-policy'] ?? '';
    const allowed = (name: string) =>
      directiveOf(policy, name)
        .split(' ')
        .filter((source) => source.startsWith("'sha256-"));

    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => sha256(body!));
    expect(styles.length, path).toBeGreaterThan(0);
    expect(new Set(allowed('style-src')), path).toEqual(new Set(styles));

    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(
      scripts.some(([, attributes]) => attributes!.includes('id="ssr-state"')),
      path,
    ).toBe(true);
    const code = scripts.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!));
    // The one piece of inline code: the build's loader, which asks for the entry its page lists after the first paint.
    expect(code, path).toHaveLength(1);
    expect(allowed('script-src'), path).toEqual([sha256(code[0]![2]!)]);
    loaderHashes.add(sha256(code[0]![2]!));
    const lists = scripts.find(([, attributes]) => attributes!.includes('id="page-loader"'));
    expect(lists?.[1], path).toContain('type="application/json"');
    expect(lists?.[2], path).toContain('/assets/entry-');
  }
  expect(loaderHashes.size).toBe(1);
});

for (const path of PAGES) {
  test(`${path} runs under the policy`, async ({ page }) => {
    await page.goto(path);
    await expectHeading(page);
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('the finder map, the detail map and the chart run under the policy', async ({ page }) => {
  // On a desktop viewport the finder shows its map once the visitor reaches for it.
  await page.goto('/cajeros');
  await page.locator('.finder-map-area').hover();
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
  await expect(page.locator('.finder-cluster, .finder-marker').first()).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await page.goto('/cajero/1001');
  // The detail map loads when scrolled near.
  await page.locator('.location-map-wrap').scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await page.goto('/comprar');
  await page.getByRole('group', { name: 'Periodo' }).getByRole('button', { name: 'Todo' }).click();
  await expect(page.getByTestId('chart-frame').locator('canvas').first()).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});
