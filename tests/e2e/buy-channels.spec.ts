// Issue 16, the buy-page half: every channel priced side by side, the honest quote, the scam warning
// and the market stats.
import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, marketHost, test, translation } from './fixtures';

const value = async (page: Page, key: string) => Number(await page.getByTestId(`breakdown-${key}`).getAttribute('data-value'));

async function typeFiat(page: Page, amount: string) {
  await page.locator('#exchange-fiat-amount').fill(amount);
  await expect(page.getByTestId('breakdown-coins')).toHaveAttribute('data-value', /\d/);
}

const cheapest = translation('es', 'exchange.channels.cheapest');

test('buying with 200 € on es shows every channel priced, the cheapest marked once', async ({ page }) => {
  await page.goto(`${marketHost('es')}/comprar`);
  await typeFiat(page, '200');
  const table = page.getByRole('table', { name: translation('es', 'exchange.channels.caption.buy') });
  await expect(table).toBeVisible();
  const rate = await value(page, 'rate');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  // Hand-computed: transfer 4.5 % + 5 € = 14 €, card 16 €, ATM (typical 8.5 %) 22 €, store (typical 6.5 %) 18 €.
  for (const [channel, fee] of [
    ['transfer', '14.00'],
    ['card', '16.00'],
    ['atm', '22.00'],
    ['store', '18.00'],
  ]) {
    await expect(page.getByTestId(`channel-${channel}`)).toContainText(`${fee} €`);
  }
  const received = Number(await page.getByTestId('channel-transfer').locator('td').last().getAttribute('data-value'));
  expect(received).toBeCloseTo(186 / rate, 12);
  await expect(table.getByText(cheapest)).toHaveCount(1);
  await expect(page.getByTestId('channel-transfer')).toHaveAttribute('data-cheapest', 'true');
  await expect(page.getByTestId('channel-transfer').getByRole('rowheader')).toContainText(cheapest);
  for (const channel of ['atm', 'store']) {
    await expect(page.getByTestId(`channel-${channel}`)).toContainText(translation('es', 'exchange.channels.indicative'));
    await expect(page.getByTestId(`channel-${channel}`)).toContainText(translation('es', `exchange.channels.typicalFee.${channel}`));
  }
});

test('selling 0.004 BTC prices every channel at our sell rate, below the reference', async ({ page }) => {
  await page.goto(`${marketHost('es')}/vender`);
  await page.locator('#exchange-coin-amount').fill('0.004');
  await expect(page.getByTestId('breakdown-total')).toHaveAttribute('data-value', /\d/);
  const rate = await value(page, 'rate');
  const reference = Number(await page.getByTestId('quote-reference').getAttribute('data-value'));
  expect(rate / reference).toBeCloseTo(0.995, 4);
  await expect(page.getByTestId('quote-spread')).toContainText('0.50 % por debajo de la referencia');
  await expect(page.getByRole('table', { name: translation('es', 'exchange.channels.caption.sell') })).toBeVisible();
  // Received: 0.004 · rate less p % of it and 5 €; ATMs buy cash back at 9.5 %.
  for (const [channel, percentage] of [
    ['transfer', 4.5],
    ['card', 5.5],
    ['atm', 9.5],
    ['store', 6.5],
  ] as const) {
    const received = Number(await page.getByTestId(`channel-${channel}`).locator('td').last().getAttribute('data-value'));
    expect(received).toBeCloseTo(0.004 * rate * (1 - percentage / 100) - 5, 8);
  }
  await expect(page.getByTestId('channel-transfer')).toHaveAttribute('data-cheapest', 'true');
});

test('with the visitor position known, the ATM row uses the nearest ATM own fee and says so', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 40.4168, longitude: -3.7038 });
  // The gateway's location records carry their own fees (issue 16, finder half); this fixture sets them.
  await page.route(/\/atms\/list-distance/, async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { fees?: unknown }[];
    const fees = (percentage: number) => ({ buy: { percentage, fixedAmount: 1 }, sell: { percentage, fixedAmount: 1 } });
    await route.fulfill({ response, json: list.map((location, index) => ({ ...location, fees: fees(index === 0 ? 2 : 9) })) });
  });
  // route.fetch runs in Node, which cannot resolve *.localhost: plain localhost is Spain too.
  await page.goto('/comprar');
  await typeFiat(page, '200');
  const atm = page.getByTestId('channel-atm');
  await expect(atm).toContainText(/Comisión del cajero más cercano: .+, a \d+\.\d km/);
  // 2 % of 200 € plus 1 € = 5 €: cheaper than the online transfer's 14 €.
  await expect(atm).toContainText('Total: 5.00 €');
  await expect(atm).toHaveAttribute('data-cheapest', 'true');
  await expect(page.getByText(translation('es', 'exchange.channels.located'))).toBeVisible();
});

test('the quote shows the reference, its source and the spread, counts down and reads the rate again at expiry', async ({ page }) => {
  await page.clock.install();
  // The first rate comes in the server's HTML; the browser's reads of it are bumped, and the last one kept.
  let bump = 0;
  let served: number | undefined;
  await page.route(/\/crypto\/public\/price\/BTC\/EUR$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { buyRate: number };
    served = body.buyRate + bump;
    await route.fulfill({ response, json: { ...body, buyRate: served } });
  });
  await page.goto('/comprar');
  await typeFiat(page, '200');
  const quote = page.getByRole('region', { name: translation('es', 'exchange.quote.title') });
  await expect(quote).toContainText(translation('es', 'exchange.quote.sources.exchange-median'));
  await expect(quote).toContainText('0.50 % por encima de la referencia');
  const firstRate = await value(page, 'rate');
  const countdown = page.getByRole('timer');
  // The installed clock runs in real time until runFor, so a busy machine may have spent some seconds already
  // while the page woke: the countdown is read against where it stood, not against a fixed start.
  await expect(countdown).toHaveAttribute('data-seconds', /^[1-6]\d$/);
  const secondsAtFirst = Number(await countdown.getAttribute('data-seconds'));
  expect(secondsAtFirst).toBeLessThanOrEqual(60);
  await page.clock.runFor(20_000);
  const secondsLeft = async () => Number(await countdown.getAttribute('data-seconds'));
  await expect.poll(secondsLeft).toBeLessThanOrEqual(secondsAtFirst - 20);
  expect(await secondsLeft()).toBeGreaterThanOrEqual(secondsAtFirst - 25);
  const shown = await secondsLeft();
  const asClock = (seconds: number) => `0:${String(seconds).padStart(2, '0')}`;
  await expect(countdown).toContainText(new RegExp(`^(${asClock(shown)}|${asClock(shown - 1)})`));
  bump = 1_000;
  served = undefined;
  await page.clock.runFor((shown + 2) * 1000);
  await expect.poll(() => served).toBeGreaterThan(firstRate + 500);
  await expect.poll(() => value(page, 'rate')).toBeCloseTo(served!, 6);
  // A new quote holds again from the new rate (the expired one stood at 0 or below; real time runs on, so
  // only a count well above it is asked for), and the typed amount is priced at it.
  await expect.poll(secondsLeft).toBeGreaterThan(30);
  expect(await secondsLeft()).toBeLessThanOrEqual(60);
  expect(await value(page, 'coins')).toBeCloseTo((200 - 16) / served!, 12);
});

test('offline the quote says it is the last known rate and cannot be held', async ({ page, context }) => {
  await page.goto(`${marketHost('es')}/comprar`);
  await typeFiat(page, '200');
  await expect(page.getByRole('timer')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('quote-offline')).toContainText('Sin conexión: es el último tipo conocido');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('timer')).toBeVisible();
});

test('the lead carries the quote time', async ({ page }) => {
  await page.goto(`${marketHost('es')}/comprar`);
  await typeFiat(page, '200');
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().endsWith('/rates/leads') && candidate.method() === 'POST'),
    page.getByRole('button', { name: 'Continuar' }).click(),
  ]);
  const quotedAt = Date.parse((await request.allHeaders())['x-quote-time'] ?? '');
  expect(Date.now() - quotedAt).toBeGreaterThanOrEqual(0);
  expect(Date.now() - quotedAt).toBeLessThan(120_000);
});

test('the scam warning links to the common scams help article', async ({ page }) => {
  await page.goto(`${marketHost('es')}/comprar`);
  const warning = page.getByRole('complementary', { name: translation('es', 'exchange.scam.title') });
  await expect(warning).toContainText('pagues una deuda, una multa o una inversión');
  await expect(warning.getByRole('link', { name: translation('es', 'exchange.scam.link') })).toHaveAttribute(
    'href',
    '/pagina-ayuda/common-scams',
  );
});

test('the market stats under the chart show each figure with its time, on buy and on the token page', async ({ page }) => {
  for (const path of ['/comprar', '/token']) {
    await page.goto(`${marketHost('es')}${path}`);
    const stats = page.locator('.market-stats-section');
    await stats.scrollIntoViewIfNeeded();
    // Asleep, the chart reads nothing: reaching for the stats wakes it, and they load.
    await stats.getByRole('heading').hover();
    for (const id of ['market-cap', 'high', 'low', 'change-1h', 'change-24h', 'change-7d', 'change-30d', 'change-1y']) {
      const stat = page.getByTestId(`stat-${id}`);
      await expect(stat.locator('dd')).toHaveAttribute('data-value', /\d/);
      await expect(stat.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    }
    await expect(page.getByTestId('stat-market-cap')).toContainText('€');
    await expect(page.getByTestId('stat-change-24h')).toContainText(/\d\.\d\d %/);
  }
});

test('Paraguay prices every channel in guaraníes without decimals, with a fixed fee of 40,000 ₲', async ({ page }) => {
  await page.goto(`${marketHost('py')}/comprar`);
  await typeFiat(page, '1500000');
  // Transfer: 4.5 % of 1,500,000 ₲ = 67,500 ₲, plus the fixed 40,000 ₲ (5 $ in guaraníes, not 5 ₲).
  await expect(page.getByTestId('channel-transfer')).toContainText('Total: 107,500 ₲');
  await expect(page.getByTestId('channel-transfer')).toContainText('40,000 ₲');
  await expect(page.getByTestId('channel-transfer').locator('td').nth(1)).toHaveText('1,500,000 ₲');
  await expect(page.getByTestId('breakdown-fixed')).toHaveAttribute('data-value', '40000');
});

test('axe finds no serious violation on the channel table, the quote, the warning and the stats', async ({ page }) => {
  for (const host of ['es', 'py']) {
    await page.goto(`${marketHost(host)}/comprar`);
    await typeFiat(page, '200000');
    const stats = page.locator('.market-stats-section');
    await stats.scrollIntoViewIfNeeded();
    await stats.getByRole('heading').hover();
    await expect(page.getByTestId('stat-market-cap').locator('time')).toBeVisible();
    expect(await seriousViolations(page, ['.honest-quote', '.channel-compare', '.scam-warning', '.market-stats-section'])).toEqual([]);
  }
});
