// The installed app's background refresh: with the permission Chromium gives an installed app, the site
// registers its periodic syncs; the market moves; the browser fires the sync (here through the DevTools
// protocol); the next open, offline and half a day later, shows the renewed prices with their own time.
import type { Browser, Page } from '@playwright/test';
import { expect, marketHost, test, translation } from './fixtures';

const HOUR = 60 * 60 * 1000;
/** The demo gateway's test switch that scales every price (demo-api/CONTRACT.md). */
const PRICE_LEVEL = 'x-demo-price-level';

/**
 * Playwright has no name for this permission; the DevTools protocol has. The grant lasts as long as the
 * session that made it, so the session is returned, to be detached at the end.
 */
async function grantPeriodicSync(browser: Browser, page: Page, origin: string) {
  const { targetInfo } = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
  const session = await browser.newBrowserCDPSession();
  await session.send('Browser.grantPermissions', {
    origin,
    browserContextId: targetInfo.browserContextId,
    permissions: ['periodicBackgroundSync'],
  });
  return session;
}

/** What the browser does now and then for an installed app: a periodic sync event in its service worker. */
async function firePeriodicSync(page: Page, origin: string, tag: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId, tag });
  await cdp.detach();
}

interface PriceAnswers {
  /** The home strip's read: every coin in euros. */
  list: { timestamp: number; prices: Array<{ symbol: string; price: number }> };
  /** The calculator's read: bitcoin in euros. */
  pair: { timestamp: number; buyRate: number };
}

/** The service worker's copies of the two price reads the home and buy pages make. */
function workerPrices(page: Page): Promise<PriceAnswers | null> {
  return page.evaluate(async () => {
    const cache = await caches.open('api-reads-v1');
    const find = async (path: RegExp) => {
      const request = (await cache.keys()).find((key) => path.test(new URL(key.url).pathname));
      return request ? (await cache.match(request))!.json() : null;
    };
    const [list, pair] = await Promise.all([find(/\/crypto\/public\/price\/EUR$/), find(/\/crypto\/public\/price\/BTC\/EUR$/)]);
    return list && pair ? { list, pair } : null;
  });
}

const btcOf = (answers: PriceAnswers) => answers.list.prices.find((coin) => coin.symbol === 'BTC')!.price;
const hourMinute = (page: Page, seconds: number) =>
  page.evaluate((ms) => new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit' }).format(ms), seconds * 1000);
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a periodic sync renews the prices; an offline open hours later shows them with their time', async ({ browser, page, context }) => {
  const origin = marketHost('es');
  const grant = await grantPeriodicSync(browser, page, origin);
  await page.goto(`${origin}/es`);
  await expect(page.locator('h1')).not.toBeEmpty();
  // The warm-up waits for the worker to take the page over, so the worker keeps the prices it read.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('crypto-web:warm-up')), { timeout: 30_000 }).toBeTruthy();
  // The installed app registered its background refreshes once its service worker was active.
  const tags = () =>
    page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        periodicSync: { getTags(): Promise<string[]> };
      };
      return (await registration.periodicSync.getTags()).sort();
    });
  await expect.poll(tags).toEqual(['renew-lists', 'renew-prices']);
  await expect.poll(() => workerPrices(page)).not.toBeNull();
  const before = (await workerPrices(page))!;
  // Let the throttled write of the page's own cache land in IndexedDB: that older copy must not win.
  await page.waitForTimeout(1500);

  // The market moves (for this browser context only): every price doubles.
  await context.addCookies([{ name: PRICE_LEVEL, value: '2', url: origin }]);
  await firePeriodicSync(page, origin, 'renew-prices');
  await expect.poll(async () => btcOf((await workerPrices(page))!), { timeout: 20_000 }).toBeGreaterThan(btcOf(before) * 1.8);
  const renewed = (await workerPrices(page))!;
  expect(renewed.pair.buyRate).toBeGreaterThan(before.pair.buyRate * 1.8);

  // Half a day later, with no connection, the app opens.
  await page.clock.install({ time: Date.now() + 13 * HOUR });
  await context.setOffline(true);

  await page.goto(`${origin}/es`);
  const btc = page.locator('.price-item').filter({ hasText: 'BTC' }).getByTestId('price-value');
  await expect.poll(async () => amount(await btc.textContent())).toBeCloseTo(btcOf(renewed), 2);
  await expect(page.locator('.price-strip-time')).toHaveText(
    translation('es', 'pages.home.pricesAsOf', { time: await hourMinute(page, renewed.list.timestamp) }),
  );

  await page.goto(`${origin}/comprar/btc`);
  await page.locator('#exchange-fiat-amount').fill('1000');
  await expect
    .poll(async () => Number(await page.getByTestId('breakdown-rate').getAttribute('data-value')))
    .toBeCloseTo(renewed.pair.buyRate, 2);
  // The rate's own time, said to be old: not the moment the page opened.
  const status = page.getByTestId('rate-status');
  await expect(status).toContainText(translation('es', 'exchange.rate.asOf', { time: await hourMinute(page, renewed.pair.timestamp) }));
  await expect(status).toContainText(translation('es', 'exchange.rate.stale'));
  await context.setOffline(false);
  await grant.detach();
});
