// Unreachable is not missing: after one online visit, a page never saved on this device, opened while
// the network fails (offline; the site unreachable while the browser is online; a connection that never
// answers), keeps its address, says it is not saved (in the page's language) with what works offline,
// and loads itself once the network answers, with no reload by the test. Only a real "not found" shows
// the 404 page, with the worker and without it.
//
// The warm-up keeps the visit language's help articles, ATM list (which stands in for an ATM's page),
// coin list and buy page: so the pages never saved here are the other language's.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { API, expect, PORT, test, translation } from './fixtures';
import { findLayoutProblems } from './layout-check';
import { seriousViolations } from './axe';
import { oneOnlineVisit } from './offline-helpers';
import { localizedPath } from '../../src/i18n/localized-paths';
import type { Lang } from '../../src/i18n/route-table';

/** The site's own services: what a stopped server no longer answers (navigations come from the worker's shell). */
const SERVICE_READS = /\/(cms\/api|gateway\/api|locales)\/|\/robots\.txt$/;

interface NeverSaved {
  path: string;
  /** The page's own content, once it has loaded. */
  expectLoaded: (page: Page) => Promise<void>;
}

const helpTitle = async (lang: Lang) => {
  const response = await fetch(`${API}/cms/api/help-pages/how-to-sell?locale=${lang}`);
  return ((await response.json()) as { data: { attributes: { Title: string } } }).data.attributes.Title;
};

const neverSaved = (lang: Lang): NeverSaved[] => [
  {
    path: localizedPath('contentPage', { slug: 'cookies-policy' }, lang),
    expectLoaded: (page) => expect(page.locator('h1')).toHaveText(lang === 'es' ? 'Política de cookies' : 'Cookies policy'),
  },
  {
    path: localizedPath('helpPage', { slug: 'how-to-sell' }, lang),
    expectLoaded: async (page) => expect(page.locator('h1')).toHaveText(await helpTitle(lang)),
  },
  {
    path: localizedPath('atmDetail', { id: '1001' }, lang),
    expectLoaded: (page) => expect(page.getByRole('table')).toBeVisible(),
  },
  {
    path: localizedPath('buy', { token: 'eth' }, lang),
    expectLoaded: (page) => expect(page.locator('#exchange-fiat-amount')).toBeVisible(),
  },
];

const notSaved = (lang: Lang, key: string) => translation(lang, `offline.notSaved.${key}`);

/** The page says it is not saved here, at the address it was opened at, and offers what works offline. */
async function expectNotSaved(page: Page, lang: Lang, path: string, timeout?: number) {
  await expect(page.locator('h1')).toHaveText(notSaved(lang, 'title'), { timeout });
  await expect(page.locator('h1')).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe(path);
  const links = page.locator('main .not-saved-links');
  await expect(links.getByRole('link', { name: notSaved(lang, 'atms') })).toHaveAttribute('href', localizedPath('atmList', {}, lang));
  await expect(links.getByRole('link', { name: notSaved(lang, 'help') })).toHaveAttribute('href', localizedPath('helpCenter', {}, lang));
  await expect(links.getByRole('link', { name: notSaved(lang, 'prices') })).toHaveAttribute('href', localizedPath('buy', {}, lang));
  await expect(page.getByRole('button', { name: translation(lang, 'errors.retry') })).toBeVisible();
}

/** It loads itself: the same address, in the same history entry, now with its content. */
async function expectLoadsItself(page: Page, target: NeverSaved, historyLength: number) {
  await target.expectLoaded(page);
  expect(new URL(page.url()).pathname).toBe(target.path);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
}

/** The site's server stops answering (the browser still online), until the returned restore. */
async function stopTheSite(context: BrowserContext, answer: (route: Route) => void) {
  await context.route(SERVICE_READS, answer);
  return () => context.unroute(SERVICE_READS);
}

test('offline after a visit in English: Spanish pages never saved keep their address, say so, and load when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await oneOnlineVisit(page, '', '/en');
  for (const target of neverSaved('es')) {
    await context.setOffline(true);
    await page.goto(target.path);
    await expectNotSaved(page, 'es', target.path);
    const historyLength = await page.evaluate(() => history.length);
    await context.setOffline(false);
    await expectLoadsItself(page, target, historyLength);
  }
});

test('site unreachable while online, after a visit in Spanish: English pages never saved keep their address, say so, and load once it answers', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await oneOnlineVisit(page);
  for (const target of neverSaved('en')) {
    const restore = await stopTheSite(context, (route) => void route.abort('connectionrefused'));
    await page.goto(target.path);
    await expectNotSaved(page, 'en', target.path);
    const historyLength = await page.evaluate(() => history.length);
    // Nothing tells the page the site is back: its own schedule (2 s, then 4 s...) finds out.
    await restore();
    await expectLoadsItself(page, target, historyLength);
  }
});

test('a connection that never answers: saved pages still show at once, a page never saved says so within seconds and loads once it answers', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await oneOnlineVisit(page);
  const held: Route[] = [];
  const restore = await stopTheSite(context, (route) => void held.push(route));

  // What the visit saved shows from the device, without waiting for the network.
  const start = Date.now();
  await page.goto(localizedPath('atmList', {}, 'es'));
  await expect(page.locator('.finder-result').first()).toBeVisible({ timeout: 4000 });
  expect(Date.now() - start).toBeLessThan(4000);

  const [content] = neverSaved('es');
  await page.goto(content!.path);
  // The worker answers a read that nothing answered in 12 s as a timeout (sw/runtime-caching.ts).
  await expectNotSaved(page, 'es', content!.path, 40_000);
  const historyLength = await page.evaluate(() => history.length);
  await restore();
  for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  await expectLoadsItself(page, content!, historyLength);
});

test('the page not saved lays out from 320 px to 4K, light and dark, without serious accessibility problems', async ({ page, context }) => {
  await oneOnlineVisit(page);
  await context.setOffline(true);
  const path = localizedPath('contentPage', { slug: 'cookies-policy' }, 'es');
  await page.goto(path);
  await expectNotSaved(page, 'es', path);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [320, 390, 1440, 3840]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(findLayoutProblems), `${width} px, ${colorScheme}`).toEqual([]);
    }
    expect(await seriousViolations(page, ['main']), colorScheme).toEqual([]);
  }
  // Keyboard: the retry and every link are reached with Tab.
  await page.getByRole('button', { name: translation('es', 'errors.retry') }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: notSaved('es', 'atms') })).toBeFocused();
  await context.setOffline(false);
});

test('a real "not found" still shows the 404 page: an unknown slug and an unknown path, with the worker and without', async ({
  page,
  browser,
}) => {
  const title = translation('es', 'errors.pageTitle');
  await oneOnlineVisit(page);
  await page.goto(localizedPath('contentPage', { slug: 'no-existe' }, 'es'));
  await expect(page).toHaveURL(/\/errors\/404$/);
  await expect(page.locator('h1')).toHaveText(title);
  await page.goto('/no-such-page');
  await expect(page.locator('h1')).toHaveText(title);

  const fresh = await browser.newContext({ serviceWorkers: 'block', baseURL: `http://localhost:${PORT}` });
  try {
    const withoutWorker = await fresh.newPage();
    for (const path of ['/no-such-page', localizedPath('contentPage', { slug: 'no-existe' }, 'es')]) {
      const response = await withoutWorker.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(withoutWorker.locator('h1')).toHaveText(title);
    }
  } finally {
    await fresh.close();
  }
});
