// Hydration before any interaction: on a first visit at the phone viewport, once the client has taken over
// (`data-client="ready"`), the network is idle and two more seconds have passed (the islands that wake at
// idle or on sight have woken), how many of the elements under #root React has claimed. React gives every
// element it hydrates or renders an own property named `__reactFiber$<random>`; the server's HTML that stays
// dehydrated has none.
import type { Browser } from '@playwright/test';
import { BENCH_PAGES, MOBILE } from './pages';

/** React's own property on every element it has hydrated or rendered starts with this. */
const REACT_FIBER_KEY = '__reactFiber$';

export interface Hydration {
  path: string;
  /** Elements under #root (not counting #root). */
  elements: number;
  /** Of those, the ones with React's fiber key. */
  hydrated: number;
  error?: string;
}

const SETTLE_MS = 2000;

export async function measureHydration(browser: Browser, origin: string, path: string): Promise<Hydration> {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !!document.documentElement.dataset.client, undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const counts = await page.evaluate((fiberKey) => {
      const elements = [...(document.getElementById('root')?.querySelectorAll('*') ?? [])];
      return {
        elements: elements.length,
        hydrated: elements.filter((element) => Object.keys(element).some((key) => key.startsWith(fiberKey))).length,
      };
    }, REACT_FIBER_KEY);
    return { path, ...counts };
  } catch (error) {
    return { path, elements: 0, hydrated: 0, error: String(error).split('\n')[0]!.slice(0, 120) };
  } finally {
    await context.close();
  }
}

export async function measureHydrations(
  browser: Browser,
  origin: string,
  paths: string[] = BENCH_PAGES.map((page) => page.path),
): Promise<Hydration[]> {
  const results: Hydration[] = [];
  for (const path of paths) results.push(await measureHydration(browser, origin, path));
  return results;
}
