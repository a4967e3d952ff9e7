// The browser takes the server's DOM over: the same nodes, under the CSP, in any time zone, with only the
// code the page listed; and a content fault at render time answers the client shell.
import type { Page } from '@playwright/test';
import { localizedPages, NEUTRAL_PATHS } from './site-pages';
import { expect, marketHost, test } from './fixtures';
import { localizedPath } from '../../src/i18n/localized-paths';
import type { Lang } from '../../src/i18n/route-table';

const LANGS: Lang[] = ['es', 'en'];

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

  test('asks only for code the page listed in its head or its loader: the islands and their runtime, no waterfall', async ({ page }) => {
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
      // What the code loader asks for: the page's lists, beside it.
      const loader = await page.locator('body > script#page-loader').textContent();
      // The view library is asked for from the head, by the server's HTML (page-assets.ts).
      const fromHead = await page.locator('head > link[rel="modulepreload"]').first().getAttribute('href');
      const listed = (script: string) => loader?.includes(`"${script}"`) || script === fromHead;
      expect(scripts.length, path).toBeGreaterThan(2);
      // The background asks for the service worker's window library itself, when it registers the worker.
      expect(
        scripts.filter((script) => !listed(script) && !/\/workbox-window\.[^/]+\.js$/.test(script)),
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
