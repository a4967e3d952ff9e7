// What a visitor does first, on a slow phone or before any code has arrived, is never lost. Native HTML
// does what it can without code (typing in fields, the menus, the finder's GET form, links); an island's
// field hands what was typed to the island when it wakes; a control that needs code answers as soon as
// its island is awake, in the event that wakes it; a form that only code can send is off until then, so
// the browser never sends it itself.
import type { Page } from '@playwright/test';
import { expect, expectClientReady, marketHost, test, translation } from './fixtures';

/** A slow phone, as Lighthouse simulates one: the CPU four times slower. */
async function slowPhone(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds the page's entry script until `release` is called: the page is the server's HTML alone. */
async function holdTheCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('on a slow phone', () => {
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
    await expect(search).toHaveValue('Valencia');
    for (const item of await page.locator('.finder-list > li').all()) await expect(item).toContainText(/Valencia/i);
    // The address follows once typing has paused, with no new history entry.
    await expect(page).toHaveURL(/\?q=Valencia$/);
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
    await expect.poll(async () => (await phone.inputValue()).replace(/\D/g, '')).toBe('612345678');
  });

  test('the menu button opens the menu', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/es', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: translation('es', 'common.nav.menu') }).click();
    await expect(page.locator('#main-nav').getByRole('link').first()).toBeVisible();
  });
});

test.describe('before any code has arrived', () => {
  test('a search typed and a filter chosen in the finder are the list it shows once awake', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto('/cajeros', { waitUntil: 'domcontentloaded' });
    await page.locator('#finder-query').fill('Madrid');
    await page.getByRole('checkbox', { name: translation('es', 'finder.filters.h24') }).check();
    release();
    await expectClientReady(page);
    await expect(page.locator('#finder-query')).toHaveValue('Madrid');
    await expect(page).toHaveURL(/\?q=Madrid&h24=1$/);
    for (const item of await page.locator('.finder-list > li').all()) await expect(item).toContainText('Madrid');
  });

  test('an amount typed in the calculator is priced once the code has arrived', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto('/comprar', { waitUntil: 'domcontentloaded' });
    await page.locator('#exchange-fiat-amount').fill('200');
    await expect(page.locator('html')).not.toHaveAttribute('data-client');
    release();
    await expectClientReady(page);
    await expect(page.locator('#exchange-fiat-amount')).toHaveValue(/^200/);
    await expect(page.getByTestId('breakdown-coins')).toHaveAttribute('data-value', /\d/);
  });

  test("a button that needs code, pressed before the code arrived, answers once it has: the calculator's currency list opens", async ({
    page,
  }) => {
    const release = await holdTheCode(page);
    await page.goto('/comprar', { waitUntil: 'domcontentloaded' });
    const currency = page.getByRole('combobox').first();
    await currency.click();
    await expect(currency).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(currency).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox').first()).toBeVisible();
  });

  test("a press on a form's send button before the code arrived, which the browser sends no click (it is off), is made once the form is awake", async ({
    page,
  }) => {
    const release = await holdTheCode(page);
    await page.goto('/es', { waitUntil: 'domcontentloaded' });
    const send = page.locator('.footer-newsletter-slot').getByRole('button');
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeDisabled();
    // A real pointer's press: the page's loader sees it, though the browser sends a disabled button no click.
    const box = (await send.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    release();
    await expect(page.locator('#footer-newsletter-email')).toHaveAccessibleDescription(translation('es', 'validation.invalidEmail'));
  });

  test('a pointer already resting on an island when the code arrives wakes it: the finder turns on "Near me"', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdTheCode(page);
    await page.goto('/cajeros', { waitUntil: 'domcontentloaded' });
    const nearMe = page.getByRole('button', { name: translation('es', 'finder.nearMe.button') });
    await page.getByRole('searchbox').first().hover();
    await expect(nearMe).toBeDisabled();
    // The pointer does not move again: the island wakes because it is under it when the islands' code starts.
    release();
    await expect(nearMe).toBeEnabled();
  });

  test('the menus open, and a link is followed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await holdTheCode(page);
    await page.goto('/es', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: translation('es', 'common.nav.more') }).click();
    await page
      .locator('#nav-more-list')
      .getByRole('link', { name: translation('es', 'common.nav.token') })
      .click();
    await expect(page).toHaveURL(/\/token$/);
  });

  test('a form only code can send is off, so what was typed stays on the page and is never sent by the browser', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto('/contacto', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form.site-form');
    const name = form.getByRole('textbox', { name: translation('es', 'forms.name') });
    await name.fill('Ana Pérez');
    const send = form.getByRole('button', { name: 'Enviar mensaje' });
    await expect(send).toBeDisabled();
    await name.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    release();
    await expectClientReady(page);
    await send.click();
    await expect(form.getByRole('textbox', { name: translation('es', 'forms.email') })).toHaveAccessibleDescription(
      translation('es', 'validation.required'),
    );
    await expect(name).toHaveValue('Ana Pérez');
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
});
