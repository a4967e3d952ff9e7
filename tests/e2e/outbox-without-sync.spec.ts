// A queued write leaves without Background Sync (Safari and Firefox have none): the site stops answering
// while the device stays online, a call-me is queued through the widget, the site answers again, and the
// page, left open and untouched, brings the replay on. Chromium has Background Sync, so the test denies it
// to the site first (the browser's own permission, which the worker's `sync.register` obeys too).
import type { Page, Route } from '@playwright/test';
import { expect, marketHost, test, translation } from './fixtures';
import { deliveriesWithKeys, visitUnderServiceWorker } from './offline-helpers';
import { providerIgnoresKeys } from './outbox-fault-helpers';

/** The page's promise: a queued write leaves within this long of the site answering again. */
const DELIVERY_LIMIT_MS = 30_000;
/** Long enough for the page's schedule and the worker's replay to back off several times. */
const UNREACHABLE_MS = 15_000;

async function denyBackgroundSync(page: Page, origin: string) {
  const target = await page.context().newCDPSession(page);
  const { targetInfo } = await target.send('Target.getTargetInfo');
  const browser = await page.context().browser()!.newBrowserCDPSession();
  await browser.send('Browser.setPermission', {
    permission: { name: 'background-sync' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
}

/** What the worker's own `registration.sync.register` meets: the name of the error, or 'registered'. */
const syncRegistration = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    if (!registration.sync) return 'no Background Sync';
    return registration.sync.register('probe').then(
      () => 'registered',
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
  });

test('a call-me queued while the site is unreachable leaves, without Background Sync, once the site answers again', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const es = marketHost('es');
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
  await visitUnderServiceWorker(page, `${es}/es`);
  await denyBackgroundSync(page, es);
  expect(await syncRegistration(page)).toBe('NotAllowedError');
  // The provider acts on every request it gets: only the site's own server could stop a second call.
  await providerIgnoresKeys(context, es);
  // Nothing below reloads the page: this mark would be gone.
  await page.evaluate(() => Object.assign(window, { leftOpen: true }));

  // The server stops answering; the device still counts as online. The page's requests meet the worker
  // (its precache and caches answer them); whatever reaches the network is refused.
  const site = (url: URL) => url.origin === es;
  const unreachable = (route: Route) => route.abort('connectionrefused');
  await context.route(site, unreachable);
  await page.getByRole('button', { name: translation('es', 'widgets.callMe.open') }).click();
  const callBack = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/callback'));
  await page
    .getByRole('dialog')
    .getByRole('textbox')
    .fill(`6${String(Date.now()).slice(-8)}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Llámenme' }).click();
  const key = (await callBack).headers()['idempotency-key']!;
  await expect(page.getByRole('dialog')).toContainText('En cola, se enviará cuando vuelvas a tener conexión');
  await page.waitForTimeout(UNREACHABLE_MS);
  expect(await deliveriesWithKeys(request, [key])).toHaveLength(0);

  // The site answers again. The page is not touched: no reload, no message to the worker, no focus, no
  // change of visibility or of the connection.
  await context.unroute(site, unreachable);
  const answering = Date.now();
  await expect
    .poll(async () => (await deliveriesWithKeys(request, [key])).length, { timeout: DELIVERY_LIMIT_MS, intervals: [250] })
    .toBe(1);
  const seconds = (Date.now() - answering) / 1000;
  console.log(`Delivered ${seconds.toFixed(1)} s after the site answered again (Background Sync denied, page left open)`);
  await expect(page.getByText(translation('es', 'common.success.phoneSent'))).toBeVisible();
  await expect(page.getByRole('button', { name: /solicitud pendiente/ })).toHaveCount(0);
  // A moment for any late replay: the provider still has the call once.
  await page.waitForTimeout(2000);
  expect(await deliveriesWithKeys(request, [key])).toHaveLength(1);
  expect(await page.evaluate(() => (window as { leftOpen?: boolean }).leftOpen)).toBe(true);
});
