// Islands (src/ui/islands.tsx): on a first visit only the parts a visitor operates are hydrated, each when
// it is needed, and the first thing the visitor does with one takes effect.
import type { Page } from '@playwright/test';
import { expect, expectClientReady, marketHost, test, translation } from './fixtures';

/** Elements under #root, and how many of them React has claimed (hydrated). */
const hydration = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll('#root *')];
    const claimed = all.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    return { all: all.length, claimed: claimed.length };
  });

/** Keeps the node the server wrote for `selector`, to compare with what is on the page later. */
async function keepServerNode(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { serverNode: document.querySelector(wanted) }));
  }, selector);
}

/** A slow phone, as Lighthouse simulates one: the CPU four times slower. */
async function slowPhone(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

// The share of elements hydrated once the page has settled and before any interaction: the layout's
// frame, the consent banner and the islands that wake at idle because they show what only the browser
// knows. Home: the price strip (fresh prices, the visitor's clock), about a third of its elements. Buy:
// the calculator and the chart (rates and histories are read in the browser), most of the page. ATM
// page: the directions link (the visitor's maps app) and the save button's frame.
const SETTLED_PAGES = [
  { path: '/es', text: '.hero h1', maxShare: 0.4 },
  { path: '/comprar', text: 'h1', maxShare: 0.8 },
  { path: '/cajero/1001', text: '.location-facts address', maxShare: 0.25 },
];

for (const { path, text, maxShare } of SETTLED_PAGES) {
  test(`${path}: before any interaction the static text is the server's node and at most ${maxShare * 100} % of the elements are hydrated`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await keepServerNode(page, text);
    await page.goto(path);
    await expectClientReady(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const kept = await page.evaluate((selector) => {
      const node = document.querySelector(selector)!;
      return {
        same: node === (window as unknown as { serverNode: Element }).serverNode,
        claimed: Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      };
    }, text);
    expect(kept).toEqual({ same: true, claimed: false });
    const { all, claimed } = await hydration(page);
    expect(claimed).toBeGreaterThan(0);
    expect(claimed / all).toBeLessThanOrEqual(maxShare);
  });
}

test('a page the visitor only reads and scrolls runs no app: it starts at the first control operated', async ({ page }) => {
  await page.goto('/es');
  await page.waitForLoadState('load');
  // Reading, scrolling and a link's focus are no reason to start; the untouched page starts only 3 s after load.
  await page.mouse.wheel(0, 600);
  await page.locator('a[href]').first().focus();
  await page.waitForTimeout(1000);
  await expect(page.locator('html')).not.toHaveAttribute('data-client', 'ready');
  expect((await hydration(page)).claimed).toBe(0);
  await page.locator('header button').first().focus();
  await expectClientReady(page);
});

test.describe('the first action on a slow phone takes effect', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('typing in the finder search box keeps every character and filters the list', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/cajeros', { waitUntil: 'domcontentloaded' });
    const search = page.getByLabel('Ciudad o código postal');
    await search.click();
    await page.keyboard.type('Valencia', { delay: 40 });
    await expect(search).toHaveValue('Valencia');
    await expectClientReady(page);
    await expect(page.locator('.finder-list > li').first()).toContainText('Valencia');
    await page.waitForTimeout(500);
    await expect(search).toHaveValue('Valencia');
    for (const item of await page.locator('.finder-list > li').all()) await expect(item).toContainText(/Valencia/i);
  });

  test('typing in the calculator amount keeps every character and prices it', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/comprar', { waitUntil: 'domcontentloaded' });
    const amount = page.locator('#exchange-fiat-amount');
    await amount.click();
    await page.keyboard.type('250', { delay: 40 });
    await expectClientReady(page);
    await expect(amount).toHaveValue(/^250/);
    await expect(page.getByTestId('breakdown-coins')).toHaveAttribute('data-value', /\d/);
  });

  test('typing in the call-me phone field keeps every character', async ({ page }) => {
    await slowPhone(page);
    await page.goto(`${marketHost('es')}/es`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: translation('es', 'widgets.callMe.open') }).click();
    const phone = page.getByRole('dialog').getByRole('textbox', { name: translation('es', 'widgets.callMe.phoneLabel') });
    await phone.click();
    await page.keyboard.type('612345678', { delay: 40 });
    // The field may space the digits as it formats them: every one is there, in order.
    await expect.poll(async () => (await phone.inputValue()).replace(/\D/g, '')).toBe('612345678');
  });

  test('the menu button opens the menu', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/es', { waitUntil: 'domcontentloaded' });
    const toggle = page.locator('.menu-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#main-nav')).toHaveClass(/open/);
    await expect(page.locator('#main-nav').getByRole('link').first()).toBeVisible();
  });
});

test('the first click on a link in a static part loads the page, and a client navigation hydrates what was waiting', async ({ page }) => {
  await page.goto('/es');
  await expectClientReady(page);
  // The header is an island: its link wakes it and the router navigates on the client.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation')
    .getByRole('link', { name: translation('es', 'common.nav.atms') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cajeros-bitcoin$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The footer was waiting on the first document; the navigation hydrated it.
  const footerText = page.locator('.footer-legal');
  expect(await footerText.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
});
