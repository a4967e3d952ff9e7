// A server-rendered page is readable before its code arrives (the code loader asks for it after the
// first paint). What the visitor does in that moment is not lost: the loader records typing, clicks and
// submits, forms never submit natively, and the client plays them back once it has taken over
// (src/start-up/early-events.ts). The entry script is held back here until the visitor has acted.
import type { Page } from '@playwright/test';
import { expect, expectClientReady, test, translation } from './fixtures';

async function holdTheCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('an amount typed before the code arrives is calculated once it has', async ({ page }) => {
  const release = await holdTheCode(page);
  await page.goto('/comprar', { waitUntil: 'domcontentloaded' });
  await page.locator('#exchange-fiat-amount').fill('200');
  await expect(page.locator('html')).not.toHaveAttribute('data-client', 'ready');
  release();
  await expectClientReady(page);
  await expect(page.locator('#exchange-fiat-amount')).toHaveValue(/^200/);
  await expect(page.getByTestId('breakdown-coins')).toHaveAttribute('data-value', /\d/);
});

test('a form sent before the code arrives stays on the page, keeps what was typed, and is checked once the code has arrived', async ({
  page,
}) => {
  const release = await holdTheCode(page);
  await page.goto('/contacto', { waitUntil: 'domcontentloaded' });
  const form = page.locator('form.site-form');
  const name = form.getByRole('textbox', { name: translation('es', 'forms.name') });
  const email = form.getByRole('textbox', { name: translation('es', 'forms.email') });
  await name.fill('Ana Pérez');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  // No native submission: the address has no query and the page is the same document.
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  release();
  await expectClientReady(page);
  await expect(email).toHaveAccessibleDescription(translation('es', 'validation.required'));
  await expect(name).toHaveValue('Ana Pérez');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});

test('a button pressed before the code arrives does its work once it has', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdTheCode(page);
  await page.goto('/es', { waitUntil: 'domcontentloaded' });
  const more = page.getByRole('navigation').getByRole('button', { name: 'Más' });
  await more.click();
  release();
  await expectClientReady(page);
  await expect(more).toHaveAttribute('aria-expanded', 'true');
});

test('a select pressed before the code arrives opens once it has', async ({ page }) => {
  const release = await holdTheCode(page);
  await page.goto('/buy', { waitUntil: 'domcontentloaded' });
  const coin = page.getByRole('combobox').first();
  await coin.click();
  release();
  await expectClientReady(page);
  await expect(coin).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox').first()).toBeVisible();
});

test('a page scrolled before the code arrives stays where the visitor scrolled it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const release = await holdTheCode(page);
  await page.goto('/cajeros', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 900));
  release();
  await expectClientReady(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
});

test('server HTML of another build is rendered afresh, and its recorder no longer holds back forms', async ({ page }) => {
  await page.route(/\/contacto$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/"buildId":"[^"]+"/, '"buildId":"an-older-build"');
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { serverHeading: document.querySelector('h1') })),
  );
  await page.goto('/contacto');
  await expectClientReady(page);
  // Rendered afresh (the shell's createRoot), not taken over: the heading is a new node.
  expect(await page.evaluate(() => document.querySelector('h1') !== (window as unknown as { serverHeading: Element }).serverHeading)).toBe(
    true,
  );
  expect(await page.evaluate(() => '__earlyEvents' in window)).toBe(false);
  const form = page.locator('form.site-form');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByRole('textbox', { name: translation('es', 'forms.email') })).toHaveAccessibleDescription(
    translation('es', 'validation.required'),
  );
  expect(new URL(page.url()).search).toBe('');
});

test('a link clicked while the page is still being taken over is followed as a client navigation', async ({ page }) => {
  // Clicks the header's ATMs link in the same task as the layout's first commit: the rest of the page
  // may still be hydrating, where a navigation would make React drop server HTML (error #421, which the
  // fixture's console check fails on). The click is held and followed once hydration is over.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.client !== 'ready') return;
      observer.disconnect();
      Object.assign(window, { sameDocument: true });
      document.querySelector<HTMLAnchorElement>('nav a[href="/cajeros-bitcoin"]')?.click();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-client'] });
  });
  await page.goto('/es');
  await expect(page).toHaveURL(/\/cajeros-bitcoin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The same document: the router navigated, the browser did not load a new page.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
