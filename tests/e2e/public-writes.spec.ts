// The public writes on the production entry (src/server/production.ts, port 4174, which e2e starts with
// TRUST_PROXY=1, RATE_LIMIT_WRITES_PER_HOUR=4, the default 3 call-backs per number a day and the bot
// check at its defaults): the limits answer 429 with Retry-After and the page says how long to wait,
// keeping what the visitor typed; forms are sent at once, as autofill does, and still delivered; only a
// filled honeypot looks sent and is never delivered.
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API, expect, test, translation } from './fixtures';
import { RATES_SENTINEL, TELEPHONY_SENTINEL } from './credentials';
import { proofFrom } from '../setup/solve-as-script';
import { guardConfigFromEnv } from '../../src/server/public-writes/write-config';

const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 4174);
const SPAIN = `http://es.localhost:${PRODUCTION_PORT}`;
const t = (key: string) => translation('es', key);

test.use({ serviceWorkers: 'block' });

const randomIp = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Each test is its own client (the server trusts X-Forwarded-For here), so limits never leak between tests or retries. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomIp() });
});

const randomPhone = () => `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function delivered(request: Page['request'], kind: string, text: string) {
  const deliveries = (await (await request.get(`${API}/__demo/deliveries`)).json()) as { items: Array<{ kind: string; body: unknown }> };
  return deliveries.items.some((item) => item.kind === kind && JSON.stringify(item.body).includes(text));
}

test('the fourth call-back to one number in a day is refused, and the page says how long to wait', async ({ page }) => {
  const phone = randomPhone();
  await page.goto(`${SPAIN}/es`);
  const toggle = page.getByRole('button', { name: t('widgets.callMe.open') });
  await toggle.click();
  const panel = page.getByRole('dialog', { name: t('widgets.callMe.greeting') });
  const field = panel.getByRole('textbox', { name: t('widgets.callMe.phoneLabel') });
  const submit = panel.getByRole('button', { name: t('widgets.callMe.submit') });
  for (let call = 1; call <= 3; call++) {
    await field.fill(phone);
    const answer = page.waitForResponse((response) => response.url().includes('/callback'));
    await submit.click();
    expect((await answer).status(), `call ${call}`).toBe(201);
    await expect(panel.getByRole('status')).toHaveText(t('common.success.phoneSent'));
  }
  await field.fill(phone);
  const refused = page.waitForResponse((response) => response.url().includes('/callback'));
  await submit.click();
  const response = await refused;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(23 * 3600);
  await expect(panel.getByText(t('errors.tooManyCallbacks').replace('{{wait}}', '24 h'))).toBeVisible();
  await expect(field).toHaveValue(phone);
});

test('past the limit on challenges, a call-me is not sent and the page says how long to wait, in Spanish and English', async ({ page }) => {
  const { challengesPerMinute } = guardConfigFromEnv({});
  for (const lang of ['es', 'en'] as const) {
    const said = (key: string) => translation(lang, key);
    const ip = randomIp();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    // This connection (a script, or many pages) has used up its challenges for the minute.
    for (let i = 0; i < challengesPerMinute; i++) {
      expect(
        (await page.request.get(`http://127.0.0.1:${PRODUCTION_PORT}/guard/challenge`, { headers: { 'x-forwarded-for': ip } })).status(),
      ).toBe(200);
    }
    const writes: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && writes.push(request.url()));
    await page.goto(`${SPAIN}/${lang}`);
    await page.getByRole('button', { name: said('widgets.callMe.open') }).click();
    const panel = page.getByRole('dialog', { name: said('widgets.callMe.greeting') });
    const field = panel.getByRole('textbox', { name: said('widgets.callMe.phoneLabel') });
    const phone = randomPhone();
    await field.fill(phone);
    const refused = page.waitForResponse((response) => response.url().includes('/guard/challenge') && response.status() === 429);
    await panel.getByRole('button', { name: said('widgets.callMe.submit') }).click();
    expect(Number((await refused).headers()['retry-after'])).toBeGreaterThan(0);
    const wait = new RegExp(
      `^${said('errors.tooManyRequests')
        .replace('{{wait}}', '\\d+ (s|min)')
        .replace(/[.;]/g, (c) => `\\${c}`)}$`,
    );
    await expect(panel.getByText(wait)).toBeVisible();
    await expect(field).toHaveValue(phone);
    expect(writes.filter((url) => url.includes('/callback'))).toEqual([]);
  }
});

/** A sign-up sent at once, as autofill does. */
async function signUp(page: Page, email: string) {
  const field = page.locator('#footer-newsletter-email');
  await field.fill(email);
  // A sign-up is a GET check and then the POST; past the limit the check is refused already.
  const answer = page.waitForResponse(
    (response) => response.url().includes('/newsletter/subscribe') && (response.request().method() === 'POST' || response.status() === 429),
  );
  await page.locator('.footer-newsletter-slot').getByRole('button').click();
  return answer;
}

test('the fifth sign-up from one connection within the hour is refused with the wait, and the address is kept', async ({
  page,
  request,
}) => {
  await page.goto(`${SPAIN}/es`);
  const stamp = Date.now();
  for (let signUps = 1; signUps <= 4; signUps++) {
    expect((await signUp(page, `limit-${stamp}-${signUps}@example.es`)).status(), `sign-up ${signUps}`).toBe(200);
  }
  const fifth = `limit-${stamp}-5@example.es`;
  const refused = await signUp(page, fifth);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.locator('.snackbar-error')).toContainText(
    // The window opened at the first sign-up: under a second ago, the wait is a whole hour ("1 h").
    /Demasiadas solicitudes desde esta conexión; vuelve a intentarlo dentro de (\d+ min|1 h)\./,
  );
  await expect(page.locator('#footer-newsletter-email')).toHaveValue(fifth);
  expect(await delivered(request, 'newsletter', `limit-${stamp}-4@`)).toBe(true);
  expect(await delivered(request, 'newsletter', fifth)).toBe(false);
});

test('a sign-up with the honeypot filled shows success and is not delivered; one sent at once is delivered', async ({ page, request }) => {
  await page.goto(`${SPAIN}/es`);
  const trapped = `honeypot-${Date.now()}@example.es`;
  await page
    .locator('.footer-newsletter-slot input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  expect((await signUp(page, trapped)).status()).toBe(200);
  await expect(page.locator('.footer-newsletter-slot .newsletter-status')).toHaveText(t('common.success.subscribed'));

  await page.reload();
  const hurried = `hurried-${Date.now()}@example.es`;
  expect((await signUp(page, hurried)).status()).toBe(200);
  await expect(page.locator('.footer-newsletter-slot .newsletter-status')).toHaveText(t('common.success.subscribed'));

  expect(await delivered(request, 'newsletter', trapped)).toBe(false);
  expect(await delivered(request, 'newsletter', hurried)).toBe(true);
});

test('a write the bot check still refuses is said on the page, translated, and the number is kept', async ({ page }) => {
  const phone = randomPhone();
  // The site hands out no challenge (as when it cannot be reached): the page sends without one and is refused.
  await page.route('**/guard/challenge', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`${SPAIN}/es`);
  await page.getByRole('button', { name: t('widgets.callMe.open') }).click();
  const panel = page.getByRole('dialog', { name: t('widgets.callMe.greeting') });
  const field = panel.getByRole('textbox', { name: t('widgets.callMe.phoneLabel') });
  await field.fill(phone);
  const refused = page.waitForResponse((response) => response.url().includes('/callback'));
  await panel.getByRole('button', { name: t('widgets.callMe.submit') }).click();
  expect((await refused).status()).toBe(400);
  await expect(panel.getByText(t('errors.botCheckFailed'))).toBeVisible();
  await expect(field).toHaveValue(phone);
});

test('no provider credential reaches the browser: not in dist/, not in any answer', async ({ page }) => {
  const answers: string[] = [];
  page.on('response', async (response) => {
    const body = await response.body().catch(() => Buffer.alloc(0));
    answers.push(`${response.url()} ${JSON.stringify(response.headers())} ${body.toString('latin1')}`);
  });
  await page.goto(`${SPAIN}/es`);
  await page.getByRole('button', { name: t('widgets.callMe.open') }).click();
  const field = page.getByRole('textbox', { name: t('widgets.callMe.phoneLabel') });
  await field.fill(randomPhone());
  const callBack = page.waitForResponse((response) => response.url().includes('/callback'));
  await page.getByRole('button', { name: t('widgets.callMe.submit') }).click();
  expect((await callBack).status()).toBe(201);
  // A refused body and the phone lead's answer too.
  // Node cannot resolve *.localhost: these go to the loopback address.
  const server = `http://127.0.0.1:${PRODUCTION_PORT}`;
  // Each with a solved challenge, so the server gets as far as adding the credential.
  const refused = await page.request.post(`${server}/telephony/ivrs/demo-ivr/callback`, {
    data: { to_number: 1 },
    headers: { 'x-form-proof': await proofFrom(server) },
  });
  expect(refused.status()).toBe(422);
  answers.push(await refused.text());
  answers.push(
    await (
      await page.request.get(`${server}/rates/phone-lead?phone=612345678`, { headers: { 'x-form-proof': await proofFrom(server) } })
    ).text(),
  );
  await page.goto(`${SPAIN}/cajeros`);
  expect(answers.length).toBeGreaterThan(10);
  for (const secret of [TELEPHONY_SENTINEL, RATES_SENTINEL]) {
    expect(answers.filter((answer) => answer.includes(secret))).toEqual([]);
  }
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const leaks = files('dist').filter((file) =>
    [TELEPHONY_SENTINEL, RATES_SENTINEL].some((secret) => readFileSync(file, 'latin1').includes(secret)),
  );
  expect(leaks).toEqual([]);
});
