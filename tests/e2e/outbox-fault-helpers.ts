// Faults for the outbox suite (outbox-faults.spec.ts): the service worker stopped through DevTools, the
// writes it replays held or answered by routing in the test (Playwright routes the worker's own requests),
// and the check every scenario ends with: each key in the demo's delivery log exactly once.
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { expect } from './fixtures';
import { deliveriesWithKeys, sendFromPage, type Write } from './offline-helpers';

/** The paths of the writes the suite queues: call-backs and exchange leads. */
export const WRITE_PATHS = /\/(telephony\/ivrs\/[^/]+\/callback|rates\/leads)$/;

export const keyOf = (route: Route) => route.request().headers()['idempotency-key'] ?? '';

/** Stops every service worker of the browser (DevTools' ServiceWorker domain), as the browser does when it likes. */
export async function workerStopper(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  return () => cdp.send('ServiceWorker.stopAllWorkers');
}

/** The demo provider's misbehaviour from now on (demo-api/faults.ts), in place of any asked before. */
export async function providerFault(context: BrowserContext, baseURL: string, fault: string) {
  await context.addCookies([{ name: 'x-demo-fault', value: fault, url: baseURL }]);
}

/** The demo provider acts on every request, as one that ignores Idempotency-Key: only the site's server stops a second call. */
export const providerIgnoresKeys = (context: BrowserContext, baseURL: string) => providerFault(context, baseURL, 'ignore-key');

/**
 * Queues `writes` offline through the page's worker (each is answered "queued") and leaves the browser
 * offline: a scenario routes its fault first, then goes online (Playwright's routes also see requests made
 * offline, and would send them on).
 */
export async function queueOffline(page: Page, context: BrowserContext, writes: Write[]) {
  await context.setOffline(true);
  for (const write of writes) expect(await sendFromPage(page, write)).toEqual({ status: 202, queued: true });
}

/** As the page does when it is back online or in view (Playwright's network emulation does not always fire `sync`). */
export const askForReplay = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_REPLAY' })).catch(() => undefined);

/** Every key delivered, then, a moment later, each exactly once (no late duplicate from a retry or a replay). */
export async function expectEachDeliveredOnce(request: APIRequestContext, keys: string[], poke: () => Promise<unknown>, timeout = 90_000) {
  // The page's occasions (online, in view, "retry now") start a stopped worker again; here, often.
  const poking = setInterval(() => void poke(), 100);
  try {
    await expect
      .poll(async () => new Set((await deliveriesWithKeys(request, keys)).map((item) => item.key)).size, {
        timeout,
        intervals: [500, 1000, 2000],
      })
      .toBe(keys.length);
  } finally {
    clearInterval(poking);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const delivered = (await deliveriesWithKeys(request, keys)).map((item) => item.key);
  expect(delivered.filter((key, index) => delivered.indexOf(key) !== index)).toEqual([]);
  expect(delivered).toHaveLength(keys.length);
}

/** Goes online, with the scenario's fault routed, and waits for each write to be delivered once. */
export async function replayOnline(page: Page, context: BrowserContext, request: APIRequestContext, writes: Write[], timeout?: number) {
  await context.setOffline(false);
  await expectEachDeliveredOnce(
    request,
    writes.map((write) => write.key),
    () => askForReplay(page),
    timeout,
  );
}

/** Call-backs and exchange leads, alternating: the writes the issue names. */
export function callBacksAndLeads(count: number, label: string): Write[] {
  const stamp = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return Array.from({ length: count }, (_, index) => {
    const key = `${stamp}-${index}`;
    if (index % 2 === 0) {
      const phone = 600000000 + Math.floor(Math.random() * 99_999_999);
      return { key, path: '/telephony/ivrs/demo-ivr/callback', body: { to_number: Number(`34${phone}`), timeout: 60, clir: false } };
    }
    const lead = { action: 'buy', fromVal: 100, fromCoin: 'EUR', toVal: 0.0015, toCoin: 'BTC', rate: 61000, rateRelation: 'EUR/BTC' };
    return { key, path: '/rates/leads', body: { ...lead, transType: 'credit-card', refCode: key } };
  });
}
