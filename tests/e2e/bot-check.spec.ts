// The bot check as visitors and scripts meet it, on the demo server with the defaults of docs/public-writes.md: a form
// filled by autofill and sent at once is delivered exactly once, online, offline through a reload, and for
// the newsletter; a script that forges the old fill-time header without a solved challenge is refused
// with a JSON 4xx and nothing is delivered.
import type { APIRequestContext, Page } from '@playwright/test';
import { API, expect, test, translation } from './fixtures';
import { visitUnderServiceWorker } from './offline-helpers';
import { proofFrom } from '../setup/solve-as-script';

const t = (key: string) => translation('es', key);
const randomPhone = () => `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

interface Delivery {
  kind: string;
  key: string | null;
  body: unknown;
}

async function deliveriesOf(
  request: APIRequestContext,
  kind: string,
  text: string,
  which: (item: Delivery) => boolean = () => true,
): Promise<Delivery[]> {
  const log = (await (await request.get(`${API}/__demo/deliveries`)).json()) as { items: Delivery[] };
  return log.items.filter((item) => item.kind === kind && JSON.stringify(item.body).includes(text) && which(item));
}

/** Delivered once, and still once a moment later (no late duplicate from a retry or a replay). */
async function expectDeliveredOnce(
  request: APIRequestContext,
  kind: string,
  text: string,
  replay?: () => Promise<unknown>,
  which?: (item: Delivery) => boolean,
) {
  await expect
    .poll(
      async () => {
        await replay?.();
        return (await deliveriesOf(request, kind, text, which)).length;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(await deliveriesOf(request, kind, text, which)).toHaveLength(1);
}

async function openCallMe(page: Page) {
  await page.getByRole('button', { name: t('widgets.callMe.open') }).click();
  const panel = page.getByRole('dialog', { name: t('widgets.callMe.greeting') });
  return {
    panel,
    field: panel.getByRole('textbox', { name: t('widgets.callMe.phoneLabel') }),
    submit: panel.getByRole('button', { name: t('widgets.callMe.submit') }),
  };
}

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a call-me filled at once (autofill) is placed exactly once', async ({ page, request }) => {
    const phone = randomPhone();
    await page.goto('/es');
    const { panel, field, submit } = await openCallMe(page);
    await field.fill(phone);
    const answer = page.waitForResponse((response) => response.url().includes('/callback'));
    await submit.click();
    expect((await answer).status()).toBe(201);
    await expect(panel.getByRole('status')).toHaveText(t('common.success.phoneSent'));
    await expectDeliveredOnce(request, 'callback', `34${phone}`);
  });

  test('a newsletter sign-up sent at once is delivered once', async ({ page, request }) => {
    const email = `at-once-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.es`;
    await page.goto('/es');
    const field = page.locator('#footer-newsletter-email');
    await field.fill(email);
    await page.locator('.footer-newsletter-slot').getByRole('button').click();
    await expect(page.locator('.footer-newsletter-slot .newsletter-status')).toHaveText(t('common.success.subscribed'));
    // The provider hears a sign-up as its two calls (SPEC 7): the check, then the POST with its Idempotency-Key.
    await expectDeliveredOnce(request, 'newsletter', email, undefined, (item) => item.key !== null);
    expect(await deliveriesOf(request, 'newsletter', email)).toHaveLength(2);
  });
});

test('a call-me sent at once while offline is placed exactly once when the connection returns, through a reload', async ({
  page,
  context,
  request,
}) => {
  const phone = randomPhone();
  await visitUnderServiceWorker(page);
  await context.setOffline(true);
  const { panel, field, submit } = await openCallMe(page);
  await field.fill(phone);
  await submit.click();
  await expect(panel.getByRole('status')).toHaveText(t('offline.queued'));
  await page.reload();
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await deliveriesOf(request, 'callback', `34${phone}`)).toHaveLength(0);
  await context.setOffline(false);
  // As the page does when it comes back online; under Playwright's network emulation the sync event is not always fired.
  await expectDeliveredOnce(request, 'callback', `34${phone}`, () =>
    page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_REPLAY' })),
  );
});

test.describe('a script posting to the call-back path', () => {
  const callBack = (request: APIRequestContext, phone: string, headers: Record<string, string>) =>
    request.post(`${API}/telephony/ivrs/demo-ivr/callback`, {
      data: { to_number: Number(`34${phone}`), timeout: 60, clir: false },
      headers: { 'idempotency-key': `script-${phone}-${Math.random()}`, ...headers },
    });

  test('with a forged fill time and no solution gets a 4xx naming what is missing, and no call is placed', async ({ request }) => {
    const phone = randomPhone();
    const forged = await callBack(request, phone, { 'x-form-fill-ms': '8000' });
    expect(forged.status()).toBe(400);
    expect(forged.headers()['content-type']).toContain('application/json');
    expect(await forged.json()).toMatchObject({ code: 'proof-missing', missing: 'x-form-proof', challenge: '/guard/challenge' });
    const madeUp = await callBack(request, phone, {
      'x-form-fill-ms': '8000',
      'x-form-proof': Buffer.from('{"challenge":{"parameters":{}},"solution":{"counter":1,"derivedKey":"00"}}').toString('base64'),
    });
    expect(madeUp.status()).toBe(403);
    expect(await madeUp.json()).toMatchObject({ code: 'proof-invalid' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliveriesOf(request, 'callback', `34${phone}`)).toHaveLength(0);
  });

  test('pays one solved challenge per call: a solution used once is refused the second time', async ({ request }) => {
    const [first, second] = [randomPhone(), randomPhone()];
    const proof = await proofFrom(API);
    expect((await callBack(request, first, { 'x-form-proof': proof })).status()).toBe(201);
    const reused = await callBack(request, second, { 'x-form-proof': proof });
    expect(reused.status()).toBe(403);
    expect(await reused.json()).toMatchObject({ code: 'proof-reused' });
    expect(await deliveriesOf(request, 'callback', `34${first}`)).toHaveLength(1);
    expect(await deliveriesOf(request, 'callback', `34${second}`)).toHaveLength(0);
  });
});
