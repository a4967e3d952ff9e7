// Nothing wakes that the visitor did not ask for. At a fresh load the islands that draw what the server
// already drew (the buy page's chart, an ATM's map and its links, the home page's prices, the finder) stay the server's
// HTML, the hero art is no island at all, and the browser's install offer wakes nothing in a closed menu.
// Reaching for the chart (a hover, a touch, a range) or scrolling the map into view wakes them.
import type { Page } from '@playwright/test';
import { expect, expectClientReady, test, translation } from './fixtures';

/** Whether React has claimed the island named `name` (a fiber on any element under it). */
const awake = (page: Page, name: string) =>
  page
    .locator(`[data-island="${name}"]`)
    .first()
    .evaluate((island) =>
      [island, ...island.querySelectorAll('*')].some((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$')),
      ),
    );

/** A fresh load, settled: the islands wait for their moments and the network is quiet. */
async function freshLoad(page: Page, path: string) {
  await page.goto(path);
  await expectClientReady(page);
  await page.waitForLoadState('networkidle');
}

/** The browser's offer to install the site, as Chromium makes it during a first load. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });

const chartFrame = (page: Page) => page.getByTestId('chart-frame');
const chartCode = (urls: string[]) => urls.some((url) => /\/chart-canvas-[\w-]+\.js$/.test(url));
const recordScripts = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && urls.push(request.url()));
  return urls;
};

const ISLANDS_ON: Array<[string, string[]]> = [
  ['/es', ['price-strip']],
  ['/cajeros', ['finder']],
  ['/comprar', ['pair-chart']],
  ['/cajero/1001', ['location-map']],
];

for (const [viewport, size] of [
  ['a phone', { width: 412, height: 823 }],
  ['a desktop', { width: 1350, height: 940 }],
] as const) {
  test.describe(`on ${viewport}`, () => {
    test.use({ viewport: size, isMobile: viewport === 'a phone', hasTouch: viewport === 'a phone' });

    for (const [path, names] of ISLANDS_ON) {
      test(`${path}: a fresh load with the browser's install offer leaves ${names.join(', ')} and the install control asleep`, async ({
        page,
      }) => {
        await freshLoad(page, path);
        await offerInstall(page);
        await page.waitForTimeout(500);
        for (const name of [...names, 'install-control']) expect(await awake(page, name), name).toBe(false);
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const path of ['/es', '/cajeros', '/comprar', '/centro-ayuda', '/cajero/1001']) {
    test(`${path}: left alone, the page starts its service worker and saves the visit's settings without running React`, async ({
      page,
    }) => {
      // A visit with the day's offline warm-up done (the warm-up needs the page's query client).
      const buildId = /"buildId":"([^"]+)"/.exec(await (await page.request.get(path)).text())?.[1];
      await page.addInitScript((id) => localStorage.setItem('crypto-web:warm-up', `${id}:${Date.now()}`), buildId);
      // Chromium's coverage says which scripts ran, not only which were fetched ahead (modulepreload).
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      await freshLoad(page, path);
      await expect
        .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())), { timeout: 10_000 })
        .toBe(true);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('crypto-web:settings') ?? 'null'))).toMatchObject({
        market: { id: 1, Name: expect.any(String) },
        realLocale: 'es',
      });
      const ran = (await page.coverage.stopJSCoverage()).filter((script) => script.functions[0]?.ranges[0]?.count);
      const ranChunk = (name: string) => ran.some((script) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(script.url));
      expect(ranChunk('background')).toBe(true);
      // The view library, and the shared layers that need it, run only for a first island.
      expect(ranChunk('react')).toBe(false);
      expect(ranChunk('site-core')).toBe(false);
    });
  }

  test('the home page has no hero art island, in light mode either', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    await freshLoad(page, '/es');
    await expect(page.getByTestId('hero-art-frame')).toHaveCount(1);
    expect(await page.locator('[data-island="hero-art"]').count()).toBe(0);
  });

  test('the chart is drawn by the server (an SVG, no chart code) until touched; a touch makes it the canvas', async ({ page }) => {
    const scripts = recordScripts(page);
    await freshLoad(page, '/comprar');
    await chartFrame(page).scrollIntoViewIfNeeded();
    await expect(chartFrame(page).getByTestId('chart-svg')).toBeVisible();
    const drawn = await chartFrame(page).boundingBox();
    await page.waitForTimeout(500);
    expect(await awake(page, 'pair-chart')).toBe(false);
    expect(chartCode(scripts)).toBe(false);
    // The market stats under it need code to read: asleep, they offer to show themselves.
    await expect(page.locator('.market-stats-section').getByRole('button', { name: translation('es', 'charts.stats.show') })).toBeVisible();

    await chartFrame(page).tap();
    await expect(chartFrame(page).locator('canvas').first()).toBeVisible();
    await expect(chartFrame(page).getByTestId('chart-svg')).toHaveCount(0);
    expect(chartCode(scripts)).toBe(true);
    // The canvas takes the drawing's box: nothing moves.
    expect(await chartFrame(page).boundingBox()).toEqual(drawn);
  });

  test("a range pressed on the server's chart before it woke is the range it shows", async ({ page }) => {
    await freshLoad(page, '/comprar');
    const week = page.getByRole('group', { name: translation('es', 'charts.rangeLabel') }).getByRole('button', {
      name: translation('es', 'charts.ranges.1w'),
      exact: true,
    });
    await week.tap();
    await expect(chartFrame(page)).toHaveAttribute('data-range', '1w');
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await expect(chartFrame(page).locator('canvas').first()).toBeVisible();
  });

  test("an ATM's map wakes once scrolled into view, and shows the leaflet map", async ({ page }) => {
    await freshLoad(page, '/cajero/1001');
    await expect(page.locator('address')).toBeVisible();
    await expect(page.locator('.location-actions a[href*="maps"]').first()).toBeVisible();
    expect(await awake(page, 'location-map')).toBe(false);
    await page.locator('.location-map-wrap').scrollIntoViewIfNeeded();
    await expect(page.locator('.location-map-wrap .leaflet-container')).toBeVisible();
    expect(await awake(page, 'location-map')).toBe(true);
  });

  test("an ATM's directions and call links, scrolled to, work without waking their island; sharing wakes it", async ({ page }) => {
    await freshLoad(page, '/cajero/1001');
    const links = page.locator('.location-actions');
    await links.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await awake(page, 'contact-links')).toBe(false);
    await expect(links.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
    await links.getByRole('button').first().hover();
    await expect.poll(() => awake(page, 'contact-links')).toBe(true);
  });

  test("a tap on an ATM's map box shows the leaflet map", async ({ page }) => {
    await freshLoad(page, '/cajero/1001');
    await page.locator('.location-map-wrap .location-map').tap();
    await expect(page.locator('.location-map-wrap .leaflet-container')).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1350, height: 940 } });

  test("hovering the chart makes it interactive: the canvas replaces the server's drawing", async ({ page }) => {
    await freshLoad(page, '/comprar');
    await chartFrame(page).scrollIntoViewIfNeeded();
    await expect(chartFrame(page).getByTestId('chart-svg')).toBeVisible();
    expect(await awake(page, 'pair-chart')).toBe(false);
    await chartFrame(page).hover();
    await expect(chartFrame(page).locator('canvas').first()).toBeVisible();
    expect(await awake(page, 'pair-chart')).toBe(true);
  });

  test("the finder's map comes once the visitor reaches for the finder", async ({ page }) => {
    await freshLoad(page, '/cajeros');
    await expect(page.locator('.finder-result').first()).toBeVisible();
    expect(await awake(page, 'finder')).toBe(false);
    await page.locator('.finder-map-area').hover();
    await expect(page.locator('.finder-map-area .leaflet-container')).toBeVisible();
  });

  test('the install offer wakes the control when "More" opens', async ({ page }) => {
    await freshLoad(page, '/es');
    await offerInstall(page);
    expect(await awake(page, 'install-control')).toBe(false);
    await page.getByRole('button', { name: translation('es', 'common.nav.more') }).click();
    await expect(page.getByRole('button', { name: translation('es', 'pwa.install') })).toBeVisible();
  });
});
