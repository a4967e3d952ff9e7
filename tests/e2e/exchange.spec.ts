import type { Page } from '@playwright/test';
import { API, expect, expectHeading, test, translation } from './fixtures';

const value = async (page: Page, key: string) => Number(await page.getByTestId(`breakdown-${key}`).getAttribute('data-value'));

/** Types an amount into the fiat field and waits until it is priced. */
async function typeFiat(page: Page, amount: string) {
  await page.locator('#exchange-fiat-amount').fill(amount);
  await expect(page.getByTestId('breakdown-coins')).toHaveAttribute('data-value', /\d/);
}

test('1000 EUR buys the coins the displayed rate and fee give', async ({ page }) => {
  await page.goto('/comprar');
  await expectHeading(page);
  await typeFiat(page, '1000');
  const rate = await value(page, 'rate');
  const fee = await value(page, 'fee');
  expect(fee).toBeCloseTo(1000 * 0.055 + 5, 8);
  expect(await value(page, 'percent')).toBeCloseTo(55, 8);
  expect(await value(page, 'fixed')).toBe(5);
  const coins = (1000 - fee) / rate;
  expect(await value(page, 'coins')).toBeCloseTo(coins, 10);
  // The coin field shows the same amount, en-US formatted with the coin's decimals.
  await expect(page.locator('#exchange-coin-amount')).toHaveValue(coins.toFixed(8));
  await expect(page.getByTestId('breakdown-rate')).toContainText('1 BTC =');
  await expect(page.getByTestId('rate-status')).toContainText(/\d{2}:\d{2}/);
});

test('switching transfer to cash lowers the coins received', async ({ page }) => {
  await page.goto('/comprar');
  await typeFiat(page, '1000');
  await page.getByLabel('Transferencia').check();
  await expect(page.getByTestId('breakdown-percent')).toHaveAttribute('data-value', '45');
  const transfer = await value(page, 'coins');
  await page.getByLabel('Efectivo').check();
  await expect(page.getByTestId('breakdown-percent')).toHaveAttribute('data-value', '85');
  expect(await value(page, 'coins')).toBeLessThan(transfer);
});

test('/comprar/eth preselects ETH; a coin we do not offer is the 404 page', async ({ page }) => {
  await page.goto('/comprar/eth');
  await expect(page.locator('#exchange-coin')).toHaveValue(/ETH/);
  await expect(page.getByTestId('breakdown-rate')).toContainText('1 ETH =');
  await page.goto('/sell/usdt');
  await expect(page.locator('#exchange-coin')).toHaveValue(/USDT/);
  // One page per coin we offer; any other address is not a page (and not a duplicate of the BTC one).
  const missing = await page.goto('/comprar/nocoin');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(translation('es', 'errors.pageTitle'));
});

test('an amount below the fixed fee says so instead of a negative total', async ({ page }) => {
  await page.goto('/comprar');
  await page.locator('#exchange-fiat-amount').fill('4');
  await expect(page.getByRole('alert').filter({ hasText: 'no cubre la comisión fija' })).toBeVisible();
  await expect(page.getByTestId('breakdown-total')).not.toHaveAttribute('data-value', /./);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
});

test('with no rate at all the calculator says it cannot price now', async ({ page }) => {
  // The price service is down for the server's render and for the page alike.
  await page.setExtraHTTPHeaders({ 'x-demo-fault': '503@/gateway/api/v1/crypto/public/price/' });
  await page.goto('/comprar');
  await expect(page.locator('.rate-missing')).toContainText('no podemos calcular el precio');
  await page.locator('#exchange-fiat-amount').fill('1000');
  await expect(page.locator('#exchange-coin-amount')).toHaveValue('');
});

test('a failed refresh keeps the last rate and says it is stale', async ({ page }) => {
  await page.clock.install();
  let fail = false;
  await page.route('**/crypto/public/price/BTC/EUR', (route) =>
    fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }) : route.fallback(),
  );
  await page.goto('/comprar');
  await typeFiat(page, '1000');
  const coins = await value(page, 'coins');
  fail = true;
  await page.clock.fastForward(61_000);
  await page.clock.runFor(2_000);
  await expect(page.getByTestId('rate-status')).toContainText('Tiene más de un minuto');
  expect(await value(page, 'coins')).toBe(coins);
});

test('continue opens a chat link holding the reference code and sends one lead', async ({ page, context, request }) => {
  await request.post(`${API}/__demo/reset`);
  await context.route(/^https:\/\/(wa\.me|t\.me)\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'chat' }));
  await page.goto('/comprar/eth');
  await typeFiat(page, '1000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const refCode = (await page.getByTestId('ref-code').textContent())!.trim();
  expect(refCode).toMatch(/^CP-/);
  const whatsapp = page.getByTestId('chat-whatsapp');
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${refCode}`));
  await expect(page.getByTestId('chat-telegram')).toHaveAttribute('href', new RegExp(`^https://t\\.me/\\w+\\?text=.*${refCode}`));
  const [popup] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
  expect(decodeURIComponent(popup.url())).toContain(refCode);
  await expect(page.getByText(`Solicitud registrada con la referencia ${refCode}`)).toBeVisible();

  const leadsFor = async () => {
    const body = (await (await request.get(`${API}/__demo/deliveries`)).json()) as {
      items: { kind: string; key: string | null; body: { refCode?: string } }[];
    };
    return body.items.filter((item) => item.kind === 'lead' && (item.key === refCode || item.body.refCode === refCode));
  };
  await expect.poll(async () => (await leadsFor()).length).toBe(1);
  const [lead] = await leadsFor();
  expect(lead!.key).toBe(refCode);
  expect(lead!.body).toMatchObject({ action: 'buy', fromVal: 1000, fromCoin: 'EUR', toCoin: 'ETH', transType: 'credit-card', refCode });
  // Copying the summary confirms with a snackbar.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar resumen' }).click();
  await expect(page.getByText('Copiado al portapapeles')).toBeVisible();
  expect((await leadsFor()).length).toBe(1);
});

test('every chart range and graph type renders', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/buy');
  const frame = page.getByTestId('chart-frame');
  await frame.scrollIntoViewIfNeeded();
  // The server's drawing until the visitor reaches for it.
  await frame.hover();
  await expect(frame.locator('canvas').first()).toBeVisible();
  for (const type of ['Price', 'Market cap', 'Candles']) {
    await page.getByRole('button', { name: type, exact: true }).click();
    await expect(page.getByRole('button', { name: type, exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const range of ['1h', '1d', '1w', '1m', '1y', 'All']) {
      await page.getByRole('button', { name: range, exact: true }).click();
      await expect(frame).toHaveAttribute('data-range', range === 'All' ? 'all' : range);
      await expect(frame).toHaveAttribute('aria-busy', 'false');
      await expect(frame.locator('canvas').first()).toBeVisible();
      await expect(page.getByTestId('chart-last')).toContainText(/\d/);
    }
  }
});

test('the token page lists prices with their 24 h change and charts the chosen coin', async ({ page }) => {
  await page.goto('/token');
  await expectHeading(page);
  const row = page.getByTestId('token-row-ETH');
  await expect(row).toContainText('€');
  await expect(row).toContainText('%');
  await row.getByRole('button').click();
  await expect(page.getByRole('heading', { name: /^Gráfico de ETH/ })).toBeVisible();
  await page.getByTestId('chart-frame').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('chart-frame').locator('canvas').first()).toBeVisible();
});

test('the token page shows the whitepaper view, one section open and the others on demand', async ({ page }) => {
  await page.goto('/token');
  const whitepaper = page.getByRole('region', { name: 'Documento técnico' });
  await expect(whitepaper).toBeVisible();
  await expect(whitepaper.getByText('ERC-20')).toBeVisible();
  await whitepaper.locator('summary', { hasText: 'Distribución' }).click();
  await expect(whitepaper.getByText('reserva de liquidez')).toBeVisible();
});

test('the chart library loads only on a route with a chart', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/es');
  await expectHeading(page);
  await page.waitForLoadState('networkidle');
  test.info().annotations.push({ type: 'home route scripts', description: scripts.join(' ') });
  expect(scripts.some((path) => path.includes('chart-canvas'))).toBe(false);
  await page.goto('/comprar');
  await page.getByTestId('chart-frame').hover();
  await expect(page.getByTestId('chart-frame').locator('canvas').first()).toBeVisible();
  expect(scripts.some((path) => path.includes('chart-canvas'))).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the chart library loads only when the chart is touched; the summary and the drawing are there before it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/comprar');
    await expect(page.getByTestId('chart-last')).toContainText(/\d/);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('chart-canvas'))).toBe(false);
    await page.getByTestId('chart-frame').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('chart-svg')).toBeVisible();
    await page.waitForTimeout(500);
    expect(scripts.some((path) => path.includes('chart-canvas'))).toBe(false);
    await page.getByTestId('chart-frame').click();
    await expect(page.getByTestId('chart-frame').locator('canvas').first()).toBeVisible();
    expect(scripts.some((path) => path.includes('chart-canvas'))).toBe(true);
  });
});
