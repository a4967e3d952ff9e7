// Islands (src/ui/islands.tsx, src/start-up/island-roots.tsx): on a first document only the parts a
// visitor operates are hydrated, each as a React root of its own, when it is needed; the rest stays the
// server's HTML. The app (the router) starts only for the first client navigation.
import type { Page } from '@playwright/test';
import { expect, expectAppRunning, expectClientReady, marketHost, reachForALink, test, translation } from './fixtures';
import { PRICE_REFRESH_MS } from '../../src/contracts/prices';

/** Elements under #root, and how many of them React has claimed (hydrated). */
const hydration = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll('#root *')];
    const claimed = all.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    return { all: all.length, claimed: claimed.length };
  });

const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

/** Keeps the node the server wrote for `selector`, to compare with what is on the page later. */
async function keepServerNode(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { serverNode: document.querySelector(wanted) }));
  }, selector);
}

// A first visit that touches nothing wakes nothing: each island waits for a touch, for sight (what only
// code can draw: a map, a chart), or for something to show that the server's HTML does not.
for (const path of ['/es', '/cajeros', '/cajero/1001']) {
  test(`${path}: a first visit that touches nothing hydrates nothing, and the server's nodes stay`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await keepServerNode(page, 'h1');
    await page.goto(path);
    await expectClientReady(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { serverNode: Element }).serverNode)).toBe(
      true,
    );
    expect((await hydration(page)).claimed).toBe(0);
  });
}

test("/comprar: the server reads the rate and the chart's day, so an untouched visit wakes nothing and the first key prices the quote", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/comprar');
  await expectClientReady(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('rate-status')).toBeVisible();
  await expect(page.getByTestId('chart-last')).toHaveText(/\d/);
  expect((await hydration(page)).claimed).toBe(0);
  await page.locator('#exchange-fiat-amount').pressSequentially('250');
  await expect(page.locator('#exchange-coin-amount')).toHaveValue(/[1-9]/);
  expect(await isHydrated(page, '.exchange-calculator')).toBe(true);
  expect(await isHydrated(page, 'h1')).toBe(false);
});

test('the prices wake when they are due to be read again, and only then', async ({ page }) => {
  await page.clock.install();
  await page.goto('/es');
  await expectClientReady(page);
  await page.waitForLoadState('networkidle');
  expect(await isHydrated(page, '.price-strip')).toBe(false);
  await page.clock.fastForward(PRICE_REFRESH_MS + 1000);
  await expect.poll(() => isHydrated(page, '.price-strip')).toBe(true);
  // Only the strip: the page's text is still the server's.
  expect(await isHydrated(page, '.hero h1')).toBe(false);
});

test('a returning visitor who saved another currency gets the prices in it without a touch', async ({ page }) => {
  // Paraguay prices in guaraníes and dollars; the server writes guaraníes.
  await page.goto(`${marketHost('py')}/es`);
  await expectClientReady(page);
  const inGuaranies = await page.getByTestId('price-value').first().textContent();
  // The page saves the visitor's settings once it is idle.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('crypto-web:settings'))).not.toBeNull();
  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem('crypto-web:settings')!) as Record<string, unknown>;
    localStorage.setItem('crypto-web:settings', JSON.stringify({ ...settings, defaultFiat: 'USD' }));
  });
  await page.reload();
  await expect.poll(() => isHydrated(page, '.price-strip')).toBe(true);
  await expect(page.getByTestId('price-value').first()).not.toHaveText(inGuaranies ?? '');
});

test('an island that wakes on interaction stays the server’s HTML until the visitor reaches for it, and that first click counts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/cajero/1001');
  await expectClientReady(page);
  const save = page.getByRole('button', { name: /Guardar/ });
  expect(await isHydrated(page, '.save-location')).toBe(false);
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(await isHydrated(page, '.save-location')).toBe(true);
});

test('a tap on the sleeping sign-up’s send button wakes it and sends: the empty address is refused at once', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/es');
  await expectClientReady(page);
  const send = page.locator('.footer-newsletter-slot').getByRole('button');
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeDisabled();
  // A real pointer's press: the browser sends a disabled button no click, but the pointer reaches the page.
  const box = (await send.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('#footer-newsletter-email')).toHaveAccessibleDescription(translation('es', 'validation.invalidEmail'));
});

test('scrolled to the footer, the sign-up stays the server’s HTML; reached for, it wakes and keeps what is typed', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/es');
  await expectClientReady(page);
  const field = page.locator('#footer-newsletter-email');
  await field.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(await isHydrated(page, '.footer-newsletter-slot form')).toBe(false);
  expect((await hydration(page)).claimed).toBe(0);
  await field.click();
  await page.keyboard.type('ana@example.com');
  await expect.poll(() => isHydrated(page, '.footer-newsletter-slot form')).toBe(true);
  await expect(field).toHaveValue('ana@example.com');
  await expect(page.locator('.footer-newsletter-slot').getByRole('button')).toBeEnabled();
});

test('a page the visitor only reads fetches no app and runs none', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/es');
  await expectClientReady(page);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(1000);
  expect(
    fetched.filter((path) => /\/assets\/(start|react)-[\w-]+\.js$/.test(path)).map((path) => path.replace(/-[\w-]+\.js$/, '')),
  ).toEqual(['/assets/react']);
  await expect(page.locator('html')).toHaveAttribute('data-client', 'islands');
  expect((await hydration(page)).claimed).toBe(0);
});

test("the first link followed once the app's code is at hand starts the app at that link: a client navigation, and back returns to the first page", async ({
  page,
}) => {
  await page.goto('/es');
  await expectClientReady(page);
  await reachForALink(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation', { name: translation('es', 'common.nav.label') })
    .getByRole('link', { name: translation('es', 'common.nav.atms') })
    .click();
  await expect(page).toHaveURL(/\/cajeros-bitcoin$/);
  await expect(page.locator('h1')).toHaveText(/Cajeros/);
  await expectAppRunning(page);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The app renders every part in one tree: what was static on the first document is React's now.
  expect(await isHydrated(page, '.footer-legal')).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('.hero h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a site link inside content takes the app over too; a link elsewhere is the browser’s', async ({ page }) => {
  await page.goto('/es');
  await expectClientReady(page);
  await reachForALink(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('.cnmv-banner a').click();
  await expectAppRunning(page);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(new URL(page.url()).pathname).not.toBe('/es');
});

test.describe('without a service worker', () => {
  // A worker that has installed (it claims the page) answers the app's code from its precache, out of
  // page.route's reach: the code would have arrived after all.
  test.use({ serviceWorkers: 'block' });

  test("a link followed before the app's code has arrived is the browser's: the next page comes as a document of its own", async ({
    page,
  }) => {
    await page.goto('/es');
    await expectClientReady(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The pointer over the link asks for the app's code; on a slow connection the click comes before it.
    await page.route(/\/assets\/start-[\w-]+\.js$/, () => undefined);
    await page.locator('.language-switch').click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectClientReady(page);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await expect(page.locator('html')).toHaveAttribute('data-client', 'islands');
  });
});

test('server HTML of another build is rendered afresh by the app (the shell’s way)', async ({ page }) => {
  await page.route(/\/contacto$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/"buildId":"[^"]+"/, '"buildId":"an-older-build"');
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { serverHeading: document.querySelector('h1') })),
  );
  await page.goto('/contacto');
  await expectAppRunning(page);
  expect(await page.evaluate(() => document.querySelector('h1') !== (window as unknown as { serverHeading: Element }).serverHeading)).toBe(
    true,
  );
  const form = page.locator('form.site-form');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByRole('textbox', { name: translation('es', 'forms.email') })).toHaveAccessibleDescription(
    translation('es', 'validation.required'),
  );
  expect(new URL(page.url()).search).toBe('');
});

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });

  // A control that does nothing without code must be part of an island, or a first document would show a
  // dead control: native controls (popover buttons, the GET forms' fields) work as they are.
  const PAGES = [
    '/es',
    '/comprar',
    '/cajeros',
    '/cajero/1001',
    '/contacto',
    '/franquicia',
    '/opiniones',
    '/centro-ayuda',
    '/token',
    '/app',
  ];
  for (const host of ['es', 'py']) {
    test(`on ${host}, every control of a first document is native or inside an island`, async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(`${marketHost(host)}${path}`);
        const dead = await page.evaluate(() =>
          [...document.querySelectorAll('#root button, #root input, #root select, #root textarea')]
            .filter((control) => !control.closest('[data-island], form[method="get"]') && !control.hasAttribute('popovertarget'))
            .map((control) => control.outerHTML.slice(0, 100)),
        );
        expect(dead, path).toEqual([]);
      }
    });
  }
});
