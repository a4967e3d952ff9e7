// Light mode: a request with `Save-Data: on` gets pages without the hero picture, the map's tiles or the
// chart's history until the visitor asks; the one line under the header says so, and its "load
// everything" brings them all. Requests are recorded from the start of each visit.
import type { Page } from '@playwright/test';
import { expect, expectClientReady, marketHost, test, translation as tr } from './fixtures';

const ES = marketHost('es');
const HERO = /\/cms\/uploads\/[^?]*hero/;
const TILE = /tile\.openstreetmap\.org|\/__demo\/tiles\//;
const MAP_CODE = /\/assets\/(?:finder-map|location-map|leaflet)[\w-]*\.js$/;
const HISTORY = /\/crypto\/public\/(?:price|market-cap)\/history\//;

test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

test.beforeEach(async ({ page }) => {
  // Map tiles come from outside; with no network here they are answered empty so nothing waits on them.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
});

/** Every URL the page asks for from here on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Loaded, its islands' code in, and a moment more for anything that starts at idle. */
async function openSettled(page: Page, path: string) {
  const answer = await page.goto(`${ES}${path}`);
  await expectClientReady(page);
  await page.waitForLoadState('networkidle');
  return answer!;
}

const note = (page: Page) => page.getByTestId('light-mode-note');
const loadEverything = (page: Page) => note(page).getByRole('button', { name: tr('es', 'common.lightMode.loadEverything') });

test('home: no hero picture, nothing fetched ahead, no service worker; "load everything" brings the picture', async ({ page }) => {
  const urls = recordRequests(page);
  const answer = await openSettled(page, '/es');
  expect(answer.headers()['vary']?.toLowerCase()).toContain('save-data');
  await expect(note(page)).toContainText(tr('es', 'common.lightMode.note'));
  await expect(page.getByTestId('hero-art-frame')).toBeVisible();
  expect(urls.filter((url) => HERO.test(url))).toEqual([]);
  // The app's code for a first client navigation waits for that click; the worker and its precache too.
  expect(urls.filter((url) => /\/assets\/start-[\w-]+\.js$/.test(url))).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => !!found))).toBe(false);

  await loadEverything(page).click();
  await expect(page.locator('.hero-art img')).toBeVisible();
  await expect.poll(() => urls.filter((url) => HERO.test(url)).length).toBeGreaterThan(0);
  await expect(note(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => !!found))).toBe(true);
});

test('ATM list: no map code or tiles until asked; "load everything" brings the map', async ({ page }) => {
  const urls = recordRequests(page);
  await openSettled(page, '/cajeros');
  await expect(page.getByRole('button', { name: tr('es', 'finder.map.show') })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(urls.filter((url) => TILE.test(url) || MAP_CODE.test(url))).toEqual([]);

  await loadEverything(page).click();
  await expect(page.locator('.finder-map-area .leaflet-container')).toBeVisible();
  await expect.poll(() => urls.filter((url) => TILE.test(url)).length).toBeGreaterThan(0);
});

test("ATM list: the map's own button loads it, without leaving light mode", async ({ page }) => {
  const urls = recordRequests(page);
  await openSettled(page, '/cajeros');
  await page.getByRole('button', { name: tr('es', 'finder.map.show') }).click();
  await expect(page.locator('.finder-map-area .leaflet-container')).toBeVisible();
  await expect.poll(() => urls.filter((url) => TILE.test(url)).length).toBeGreaterThan(0);
  await expect(note(page)).toBeVisible();
});

test("buy: no chart history until asked; the chart's button, then 'load everything', bring it", async ({ page }) => {
  const urls = recordRequests(page);
  await openSettled(page, '/comprar');
  const show = page.getByRole('button', { name: tr('es', 'charts.show') });
  await show.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  expect(urls.filter((url) => HISTORY.test(url))).toEqual([]);
  await expect(page.locator('.chart-frame canvas')).toHaveCount(0);

  await show.click();
  await expect(page.locator('.chart-frame canvas').first()).toBeVisible();
  expect(urls.filter((url) => HISTORY.test(url)).length).toBeGreaterThan(0);
  // The rest of the visit: everything, on a new document too (the server still sees Save-Data).
  await loadEverything(page).click();
  await page.reload();
  await expectClientReady(page);
  await page.locator('.chart-frame').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.chart-frame canvas').first()).toBeVisible();
});

test('the visit after "load everything" gets the hero picture on a new document too', async ({ page }) => {
  await openSettled(page, '/es');
  await loadEverything(page).click();
  await page.goto(`${ES}/es`);
  await expectClientReady(page);
  await expect(page.locator('.hero-art img')).toBeVisible();
  await expect(note(page)).toHaveCount(0);
});

test.describe('without Save-Data', () => {
  test.use({ extraHTTPHeaders: {} });

  test('the full page: the hero picture, no light line, and still Vary: Save-Data', async ({ page }) => {
    const urls = recordRequests(page);
    const answer = await openSettled(page, '/es');
    expect(answer.headers()['vary']?.toLowerCase()).toContain('save-data');
    await expect(page.locator('.hero-art img')).toBeVisible();
    await expect(note(page)).toHaveCount(0);
    expect(urls.filter((url) => HERO.test(url)).length).toBeGreaterThan(0);
  });
});
