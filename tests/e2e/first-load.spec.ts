// The first load's shape (issue 8): what the budgets in `npm run bench` rely on, checked as behaviour
// rather than timing: nothing on the page moves once painted, the regulator's warning is part of the
// first paint, the deferred widgets still arrive, and every text file comes compressed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/compile-hints';
import { API, expect, expectClientReady, expectHeading, marketHost, test, translation as tr } from './fixtures';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

for (const path of ['/es', '/cajeros', '/comprar', '/centro-ayuda', '/cajero/1001']) {
  test(`${path}: no layout shift from first paint until the deferred widgets have loaded`, async ({ page }) => {
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) window.__layoutShift! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expectHeading(page);
    // The floating contact button and the footer sign-up mount after the page has loaded.
    await expect(page.getByRole('button', { name: 'Pídanos que le llamemos' })).toBeVisible();
    await expect(page.locator('#footer-newsletter-email')).toBeAttached();
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(0.02);
  });
}

test("a first document asks for its islands' code after the first paint, and for the app's only when the visitor reaches for a site link, unrun", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/cajeros');
  await expectClientReady(page);
  await page.waitForLoadState('networkidle');
  const isApp = (path: string) => /\/assets\/start-[\w-]+\.js$/.test(path);
  expect(asked.some((path) => /\/assets\/finder-island-[\w-]+\.js$/.test(path))).toBe(true);
  expect(asked.some(isApp)).toBe(false);
  // The islands' code arrives as modulepreloads the page's loader adds, not through the chunks' own preload lists.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloaded.filter((href) => /finder-island-/.test(href))).toHaveLength(1);
  // But the view library, which every island waits for, is asked for from the head, once.
  const served = await (await page.request.get('/cajeros')).text();
  const head = served.slice(0, served.indexOf('</head>'));
  expect(head.match(/<link rel="modulepreload" href="[^"]+">/g)).toEqual([expect.stringMatching(/href="\/assets\/react-[\w-]+\.js"/)]);
  expect(preloaded.filter((href) => /\/react-/.test(href))).toHaveLength(1);
  // A pointer over a site link: the app's code is fetched ahead, for the navigation that may follow.
  await page.locator('.site-footer a[href^="/"]').first().hover();
  await expect.poll(() => asked.some(isApp)).toBe(true);
  // Fetched, but nothing has run it: no page has the router.
  await expect(page.locator('html')).toHaveAttribute('data-client', 'islands');
  // The islands' code, and the view library under it, ask V8 to compile them as they arrive, off the main
  // thread, not at the first touch; the app's code, most of which a first document never runs, does not.
  const firstLine = async (path: string) => (await (await page.request.get(path)).text()).split('\n', 1)[0];
  expect(await firstLine(asked.find((path) => /\/assets\/finder-island-[\w-]+\.js$/.test(path))!)).toBe(COMPILE_HINT);
  expect(await firstLine(preloaded.find((href) => /\/react-/.test(href))!)).toBe(COMPILE_HINT);
  expect(await firstLine(asked.find(isApp)!)).not.toBe(COMPILE_HINT);
});

test('a worker loads the number and date data of the page language and market zone before the code arrives', async ({ page }) => {
  // ICU's data is shared by the page's whole process: loaded by this worker, the page's first formats
  // during hydration are cheap instead of a long task (public/intl-warm-up.js).
  const worker = page.waitForEvent('worker');
  await page.goto(`${marketHost('py')}/en`);
  expect(new URL((await worker).url()).pathname).toBe('/intl-warm-up.js');
  expect(JSON.parse((await page.locator('body > script#page-loader').textContent()) ?? '{}').intl).toBe('en America/Asuncion');
  await expectClientReady(page);
  // The page still formats its prices and times in guaraníes and Asunción's clock once taken over.
  await expect(page.locator('.price-value').first()).toContainText('₲');
});

for (const path of ['/es', '/comprar', '/cajero/1001']) {
  test(`${path}: the logo and coin icons are drawn in the page and the favicon is a PNG, no SVG document of their own`, async ({
    page,
  }) => {
    // An SVG file in an <img> or a <use> is a document the browser builds on the main thread (10-18 ms each).
    await page.goto(path);
    await expectClientReady(page);
    await expect(page.locator('.site-header .brand svg.brand-mark')).toBeVisible();
    // The favicon too: the page's process downloads and decodes it, so an SVG one was such a document.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('type', 'image/png');
    const svgFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\.svg(#|\?|$)/.test(name)),
    );
    expect(svgFiles).toEqual([]);
    expect(await page.locator('img[src$=".svg"], use[href*=".svg"]').count()).toBe(0);
  });
}

test('the page styles come inline: no stylesheet is asked for while loading and starting, nor on the way back', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url())) stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/es');
  await expectHeading(page);
  // The inline styles are what paints; the page links to no stylesheet, before or after starting.
  expect(await page.locator('style[data-href]').count()).toBeGreaterThan(0);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  await page.locator('.site-header button').first().focus();
  await expectClientReady(page);
  expect(stylesheets).toEqual([]);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

  // A client navigation adds the next route's styles; coming back adds none of those already inline.
  await page
    .getByRole('navigation', { name: tr('es', 'common.nav.label') })
    .getByRole('link', { name: tr('es', 'common.nav.buy') })
    .click();
  await expect(page).toHaveURL(/\/comprar$/);
  await expect(page.locator('.exchange-calculator')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/es$/);
  await expectHeading(page);
  const inlineFiles = await page.locator('style[data-href]').evaluateAll((all) => all.map((style) => style.getAttribute('data-href')));
  expect(stylesheets.filter((file) => inlineFiles.includes(file))).toEqual([]);
});

test('the regulator warning is on screen in the same paint as the page heading', async ({ page }) => {
  await page.goto('/es');
  const heading = await expectHeading(page);
  const state = await heading.evaluate(() => ({
    banner: Boolean(document.querySelector('.cnmv-banner')),
    main: Boolean(document.querySelector('main h1')),
  }));
  expect(state).toEqual({ banner: true, main: true });
});

/**
 * A proxy of the site that sends /es up to the start of its hero's picture, stops a while, then sends the
 * rest: what a slow link or a busy parser does to any page. `page` rewrites the page first.
 */
async function stallingProxy(page: (html: string) => string = (html) => html) {
  const stallMs = 800;
  const proxy = createServer(async (request, response) => {
    const answer = await fetch(`${API}${request.url}`, { headers: { host: 'es.localhost' } });
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(answer.status, { 'content-type': type });
    if (request.url !== '/es') return response.end(Buffer.from(await answer.arrayBuffer()));
    const body = Buffer.from(page(await answer.text()));
    const stallAt = body.indexOf('class="hero-art"');
    response.write(body.subarray(0, stallAt));
    setTimeout(() => response.end(body.subarray(stallAt)), stallMs);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, close: () => proxy.close() };
}

/**
 * Loads /es through a stalling proxy and gives what `measure` (an expression the page evaluates, as a string:
 * the test runner's transpiler would name a function's closures) was at each frame the page rendered.
 */
async function framesOfAStalledLoad<T>(page: Page, measure: string, rewrite?: (html: string) => string): Promise<T[]> {
  const proxy = await stallingProxy(rewrite);
  await page.addInitScript(`
    window.__frames = [];
    const frame = () => {
      window.__frames.push(${measure});
      if (window.__frames.length < 40) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  `);
  try {
    await page.goto(`${proxy.origin}/es`);
    await expectHeading(page);
    return await page.evaluate(() => (window as unknown as { __frames: T[] }).__frames);
  } finally {
    proxy.close();
  }
}

test('the first frame waits until the main content has arrived: a page whose HTML stalls halfway through it paints nothing of it early', async ({
  page,
}) => {
  const frames = await framesOfAStalledLoad<number>(page, `document.querySelector('main')?.querySelectorAll('*').length ?? -1`);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames[0]).toBe(await page.locator('main *').count());
});

test("on an engine that paints a page it has only partly parsed, the hero's text stays where it is painted when its picture arrives", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Firefox and Safari do not wait for rel=expect: the page without it, at a width where the picture sits beside the text.
  const frames = await framesOfAStalledLoad<{ top: number; picture: boolean } | null>(
    page,
    `document.querySelector('main h1') && { top: document.querySelector('main h1').getBoundingClientRect().top, picture: Boolean(document.querySelector('.hero-art')) }`,
    (html) => html.replace(/<link rel="expect"[^>]*>/, ''),
  );
  const tops = frames.filter((frame) => frame !== null);
  // The stall was painted (frames with the text and no picture yet), and the text never moved.
  expect(tops.filter((frame) => !frame.picture).length).toBeGreaterThan(0);
  const final = await page.locator('main h1').evaluate((heading) => heading.getBoundingClientRect().top);
  expect(new Set(tops.map((frame) => frame.top))).toEqual(new Set([final]));
});

test('the demo server compresses the bundle, the translations and API answers', async ({ request }) => {
  const html = await request.get(`${API}/es`);
  const entry = /"(\/assets\/entry-[\w-]+\.js)"/.exec(await html.text())?.[1];
  expect(entry).toBeTruthy();
  for (const path of [entry!, '/locales/es', '/gateway/api/v1/webapp/public/webapp/atms/list-all-active?pageSizeReviews=0&market=1']) {
    const res = await request.get(`${API}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-encoding'], path).toBe('br');
  }
});
