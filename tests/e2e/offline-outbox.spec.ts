import { expect, test, translation } from './fixtures';
import { deliveriesWithKeys, mixedWrites, sendFromPage, visitUnderServiceWorker } from './offline-helpers';

test.describe.configure({ mode: 'serial' });

test('20 writes queued offline are delivered exactly once, across a service worker restart', async ({ page, context, request }) => {
  await visitUnderServiceWorker(page);
  const writes = mixedWrites(20);
  await context.setOffline(true);
  for (const write of writes) expect(await sendFromPage(page, write)).toEqual({ status: 202, queued: true });
  await expect(page.getByRole('button', { name: /20 (solicitudes|requests)/ })).toBeVisible();

  // Restart the worker while the queue is full: the queue lives in IndexedDB, not in memory.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await context.setOffline(false);
  await page.reload();
  // Playwright keeps a worker restarted while offline cut off after setOffline(false); one more
  // offline/online toggle reaches the new worker. Chromium then fires its sync event, as in real use.
  await context.setOffline(true);
  await context.setOffline(false);

  const keys = writes.map((write) => write.key);
  // Each poll also asks the worker to replay, as the page does when it comes back online or into view:
  // under Playwright's network emulation the sync event of a restarted worker is not always fired.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_REPLAY' }));
        return (await deliveriesWithKeys(request, keys)).length;
      },
      { timeout: 30_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(20);
  // Give any stray replay a moment, then check that nothing arrived twice.
  await page.waitForTimeout(1500);
  const delivered = await deliveriesWithKeys(request, keys);
  expect(new Set(delivered.map((item) => item.key)).size).toBe(20);
  expect(delivered).toHaveLength(20);
});

test('a 500 is queued, retried and delivered once after recovery; a 422 is shown, not retried', async ({ page, context, request }) => {
  await visitUnderServiceWorker(page);
  const [lead] = mixedWrites(2).slice(1);
  await context.addCookies([{ name: 'x-demo-fault', value: '500', url: 'http://localhost/rates/leads' }]);
  expect(await sendFromPage(page, lead!)).toEqual({ status: 202, queued: true });
  expect(await deliveriesWithKeys(request, [lead!.key])).toHaveLength(0);
  await context.clearCookies();
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_REPLAY' }));
  await expect.poll(async () => (await deliveriesWithKeys(request, [lead!.key])).length).toBe(1);

  const invalid = {
    key: `e2e-422-${Date.now()}`,
    path: '/telephony/ivrs/demo-ivr/callback',
    body: { to_number: 123, timeout: 60, clir: false },
  };
  expect(await sendFromPage(page, invalid)).toEqual({ status: 422, queued: false });
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_REPLAY' }));
  await page.waitForTimeout(500);
  expect(await deliveriesWithKeys(request, [invalid.key])).toHaveLength(0);
});

test('a queued write refused on replay is shown once, translated, and not again on the next visit', async ({ page, context }) => {
  await visitUnderServiceWorker(page);
  const refused = {
    key: `e2e-refused-${Date.now()}`,
    path: '/telephony/ivrs/demo-ivr/callback',
    body: { to_number: 123, timeout: 60, clir: false },
  };
  await context.setOffline(true);
  expect(await sendFromPage(page, refused)).toEqual({ status: 202, queued: true });
  await context.setOffline(false);
  const said = page.locator('.snackbar-error', { hasText: `${translation('es', 'offline.rejected')} (422)` });
  await expect
    .poll(async () => {
      await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_REPLAY' }));
      return said.count();
    })
    .toBe(1);
  await page.reload();
  await expect(page.locator('h1')).toHaveCount(1);
  // The page has asked the worker what waits (and what it must still be told) by now.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1500);
  await expect(said).toHaveCount(0);
});

test('a corrupted persisted cache does not break start-up', async ({ page }) => {
  await visitUnderServiceWorker(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('crypto-web');
        open.onsuccess = () => {
          const tx = open.result.transaction('query-cache', 'readwrite');
          tx.objectStore('query-cache').put({ not: 'a cache', clientState: 42 }, 'react-query');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.reload();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toBeEmpty();
});
