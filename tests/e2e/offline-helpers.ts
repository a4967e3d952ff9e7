// Helpers for the offline suite: put a page under the service worker (one online visit), read the demo backend's own
// delivery log from Node (at 127.0.0.1), send writes from inside the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { API, expect } from './fixtures';

export async function visitUnderServiceWorker(page: Page, path = '/es') {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The visit is over once its reads have settled (the hero image delays `load`, and with it the
  // sections that wait for it): going offline earlier would fail reads the visit had not made yet.
  await page.waitForLoadState('networkidle');
}

/**
 * One online visit of `path` (`/es` by default; `origin` picks a market host): the service worker controls
 * the page, the warm-up is done and the query cache written, so what the warm-up keeps works offline.
 */
export async function oneOnlineVisit(page: Page, origin = '', path = '/es') {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${origin}${path}`);
  await expect(page.locator('h1')).not.toBeEmpty();
  // The warm-up runs in idle time after the first render; it marks when it is done.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('crypto-web:warm-up')), { timeout: 20_000 }).toBeTruthy();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // Let the throttled cache write land in IndexedDB.
  await page.waitForTimeout(1500);
}

interface Delivery {
  kind: string;
  key: string;
}

export async function deliveriesWithKeys(request: APIRequestContext, keys: string[]): Promise<Delivery[]> {
  const log = (await (await request.get(`${API}/__demo/deliveries`)).json()) as { items: Delivery[] };
  return log.items.filter((item) => keys.includes(item.key));
}

export interface Write {
  path: string;
  method?: 'POST' | 'GET';
  body?: unknown;
  key: string;
}

/** Sends one write from the page (through the service worker) and returns the status it saw. */
export function sendFromPage(page: Page, write: Write) {
  return page.evaluate(async ({ path, method = 'POST', body, key }) => {
    const response = await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, queued: response.headers.get('x-outbox') === 'queued' };
  }, write);
}

const uid = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function mixedWrites(count: number): Write[] {
  const makers: Array<(key: string) => Write> = [
    (key) => ({ key, path: '/telephony/ivrs/demo-ivr/callback', body: { to_number: 34612345678, timeout: 60, clir: false } }),
    (key) => ({
      key,
      path: '/rates/leads',
      body: {
        action: 'buy',
        fromVal: 100,
        fromCoin: 'EUR',
        toVal: 0.0015,
        toCoin: 'BTC',
        rate: 61000,
        rateRelation: 'EUR/BTC',
        transType: 'credit-card',
        refCode: key,
      },
    }),
    (key) => ({
      key,
      path: '/gateway/api/v1/webapp/public/webapp/store/review/create',
      body: { locationId: 1, rating: 5, text: 'Muy buen servicio', name: 'Ana' },
    }),
    (key) => ({ key, path: `/newsletter/subscribe?email=${key}%40example.com` }),
  ];
  return Array.from({ length: count }, (_, index) => makers[index % makers.length]!(`e2e-${uid()}-${index}`));
}
