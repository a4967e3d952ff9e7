// First-load JS and CSS: the files Chromium requests on a cold visit without a service worker, until
// the network is idle, each body gzipped here. Left out: the idle-time warm-up chunk and the chunks
// only it needs (work done once the page is usable, not the page's own).
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { BENCH_PAGES, DESKTOP, MOBILE } from './pages';

export interface FirstLoad {
  path: string;
  viewport: 'mobile' | 'desktop';
  jsKb: number;
  /** Of that JS, the files whose code ran before any interaction (the rest was only fetched ahead). */
  executedJsKb: number;
  /** The app had already started (taken the page over) when the figures were taken. */
  appStarted: boolean;
  cssKb: number;
  files: string[];
  /** Requested, but only for the idle-time warm-up. */
  warmUpOnly: string[];
  map: boolean;
  chart: boolean;
}

const WARM_UP_CHUNK = /\/warm-up-[\w-]+\.js$/;
const MAP_CODE = /finder-map|location-map|leaflet/;
const CHART_CODE = /chart-canvas|lightweight-charts/;

/** Chunks and every chunk they import statically (Vite writes `from"./name.js"` and `import"./name.js"`). */
function staticImportClosure(urls: string[], bodies: Map<string, Buffer | null>): Set<string> {
  const closure = new Set<string>();
  const visit = (current: string) => {
    if (closure.has(current)) return;
    closure.add(current);
    const text = bodies.get(current)?.toString('utf8') ?? '';
    for (const [, file] of text.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.(?:js|css))["']/g)) visit(new URL(file!, current).href);
  };
  urls.forEach(visit);
  return closure;
}

async function measure(browser: Browser, origin: string, path: string, viewport: 'mobile' | 'desktop'): Promise<FirstLoad> {
  const context = await browser.newContext({ ...(viewport === 'mobile' ? MOBILE : DESKTOP), serviceWorkers: 'block' });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const requested: Array<{ url: string; type: string; body: Promise<Buffer | null> }> = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    requested.push({
      url: request.url(),
      type,
      body: request
        .response()
        .then((response) => response?.body() ?? null)
        .catch(() => null),
    });
  });
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const documentResponse = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const html = (await documentResponse?.text()) ?? '';
  // Named in the HTML: as attributes, or in the server page's code loader (`"href":"/assets/..."`, `src = "/assets/..."`).
  const fromHtml = new Set([...html.matchAll(/(?:src|href)(?:=|":|\s*=\s*)"(\/assets\/[^"]+)"/g)].map(([, file]) => `${origin}${file}`));
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(300);
  const appStarted = (await page.locator('html').getAttribute('data-client')) === 'ready';
  // A module fetched ahead (modulepreload) is compiled but not run: none of its functions has a count.
  const ran = new Set(
    (await page.coverage.stopJSCoverage())
      .filter((entry) => entry.functions.some((fn) => fn.ranges[0]!.count > 0))
      .map((entry) => entry.url),
  );
  const bodies = new Map<string, Buffer | null>();
  for (const entry of requested) bodies.set(entry.url, await entry.body);
  // Warm-up-only chunks: in the warm-up's static imports but in no static import of the page's own chunks.
  const warmUp = requested.find((entry) => WARM_UP_CHUNK.test(entry.url));
  const warmUpClosure = warmUp ? staticImportClosure([warmUp.url], bodies) : new Set<string>();
  const pageRoots = requested.filter((entry) => fromHtml.has(entry.url) || !warmUpClosure.has(entry.url)).map((entry) => entry.url);
  const pageClosure = staticImportClosure(pageRoots, bodies);
  const firstLoad = requested.filter((entry) => !warmUpClosure.has(entry.url) || pageClosure.has(entry.url));
  let js = 0;
  let executedJs = 0;
  let css = 0;
  for (const entry of firstLoad) {
    const body = bodies.get(entry.url);
    const size = body ? gzipSync(body).length : 0;
    if (entry.type === 'script') js += size;
    else css += size;
    if (entry.type === 'script' && ran.has(entry.url)) executedJs += size;
  }
  await context.close();
  const files = firstLoad.map((entry) => new URL(entry.url).pathname);
  return {
    path,
    viewport,
    jsKb: Math.round((js / 1024) * 10) / 10,
    executedJsKb: Math.round((executedJs / 1024) * 10) / 10,
    appStarted,
    cssKb: Math.round((css / 1024) * 10) / 10,
    files,
    warmUpOnly: requested.filter((entry) => !firstLoad.includes(entry)).map((entry) => new URL(entry.url).pathname),
    map: files.some((file) => MAP_CODE.test(file)),
    chart: files.some((file) => CHART_CODE.test(file)),
  };
}

export async function measureFirstLoads(browser: Browser, origin: string): Promise<FirstLoad[]> {
  const results: FirstLoad[] = [];
  for (const { path } of BENCH_PAGES) {
    for (const viewport of ['mobile', 'desktop'] as const) results.push(await measure(browser, origin, path, viewport));
  }
  return results;
}
