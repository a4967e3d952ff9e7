// One money format (issue 17): en-US digits and the market currency's symbol on the home strip, the
// buy calculator, the chart summary and the token list; never an ISO code after a number. And the
// newsletter's success is announced once.
import type { Locator, Page } from '@playwright/test';
import { expect, expectHeading, marketHost, test, translation as tr } from './fixtures';

/** A number followed by an ISO code ("7976 PYG"): the format the site must never write. */
const ISO_AFTER_NUMBER = /\d\s*(PYG|EUR|USD)\b/;
/** en-US groups: "489,890,384", "56,700.28", "0.923766". */
const GUARANIES = /^\d{1,3}(,\d{3})* ₲$/;
const EUROS = /^\d{1,3}(,\d{3})*\.\d{2,6} €$/;

async function expectNoIsoAfterNumber(area: Locator) {
  expect(await area.innerText()).not.toMatch(ISO_AFTER_NUMBER);
}

async function priceCalculator(page: Page, host: string, amount: string) {
  await page.goto(`${host}/comprar`);
  await expectHeading(page);
  await page.locator('#exchange-fiat-amount').fill(amount);
  await expect(page.getByTestId('breakdown-coins')).toHaveAttribute('data-value', /\d/);
}

const MARKETS = [
  { code: 'py', symbol: '₲', amount: '5000000', price: GUARANIES, total: '5,000,000 ₲' },
  { code: 'es', symbol: '€', amount: '1000', price: EUROS, total: '1,000.00 €' },
];

for (const { code, symbol, amount, price, total } of MARKETS) {
  test.describe(`${code}.localhost writes money with ${symbol}`, () => {
    test('home price strip', async ({ page }) => {
      await page.goto(`${marketHost(code)}/es`);
      const values = page.getByTestId('price-value');
      await expect(values.first()).toBeVisible();
      // Coins worth less than one unit keep six decimals ("0.923766 €"); the big ones follow the fiat's digits.
      const big = (await values.allInnerTexts()).filter((text) => !text.startsWith('0.'));
      expect(big.length).toBeGreaterThan(0);
      for (const text of big) expect(text).toMatch(price);
      await expectNoIsoAfterNumber(page.locator('.price-strip'));
    });

    test('buy calculator and its chat text', async ({ page }) => {
      await priceCalculator(page, marketHost(code), amount);
      await expect(page.getByTestId('breakdown-total')).toHaveText(total);
      await expect(page.getByTestId('breakdown-rate')).toContainText(symbol);
      await expect(page.getByTestId('breakdown-fixed')).toContainText(symbol);
      await expectNoIsoAfterNumber(page.locator('.exchange-calculator'));
      await page.getByRole('button', { name: 'Continuar' }).click();
      const summary = page.locator('.exchange-summary-text');
      await expect(summary).toContainText(total);
      await expectNoIsoAfterNumber(summary);
    });

    test('chart summary and token list', async ({ page }) => {
      await page.goto(`${marketHost(code)}/token`);
      await expectHeading(page);
      const row = page.getByTestId('token-row-BTC');
      await expect(row.locator('td').first()).toHaveText(price);
      await expectNoIsoAfterNumber(page.locator('.token-prices'));
      const last = page.getByTestId('chart-last');
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveText(/\d/);
      expect(await last.innerText()).toContain(symbol);
      await expectNoIsoAfterNumber(page.locator('.chart-summary'));
    });
  });
}

test('on es.localhost the calculator uses en-US digits, not Spanish ones', async ({ page }) => {
  await priceCalculator(page, marketHost('es'), '1234.5');
  await expect(page.getByTestId('breakdown-total')).toContainText('1,234.50 €');
  await expect(page.getByTestId('breakdown-fixed')).toContainText('5.00 €');
  expect(await page.locator('.fee-breakdown').innerText()).not.toMatch(/\d\.\d{3},\d{2}/);
});

test('a newsletter sign-up is announced once', async ({ page }) => {
  await page.goto(`${marketHost('es')}/es`);
  const field = page.locator('#footer-newsletter-email');
  await field.scrollIntoViewIfNeeded();
  await field.fill(`once-${Date.now()}@example.es`);
  const posted = page.waitForResponse(
    (response) => response.url().includes('/newsletter/subscribe') && response.request().method() === 'POST',
  );
  await page.locator('.footer-newsletter-slot').getByRole('button').click();
  expect((await posted).status()).toBe(200);
  const thanks = tr('es', 'common.success.subscribed');
  await expect(page.locator('.footer-newsletter-slot .newsletter-status')).toHaveText(thanks);
  // Whatever a screen reader hears: every live region on the page that says it, snackbars included.
  const regions = page.locator('[role="status"], [role="alert"], [aria-live]').filter({ hasText: thanks });
  await expect(regions).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(regions).toHaveCount(1);
  await expect(page.locator('.snackbar')).toHaveCount(0);
});
