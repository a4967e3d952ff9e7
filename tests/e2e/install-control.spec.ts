// "Install the app": shown only while the browser offers to install the site (beforeinstallprompt), as
// the last item of the header's menu and on /app; it opens the browser's prompt, and goes once the site
// is installed or the visitor has said no for this visit. The offer is made here as the browser makes it.
import type { Page } from '@playwright/test';
import { expect, expectAppRunning, expectClientReady, reachForALink, test, translation } from './fixtures';

const INSTALL = translation('es', 'pwa.install');

/** The browser's offer to install; its prompt counts its calls and answers `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((answer) => {
    const counted = window as unknown as { prompted?: number };
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        counted.prompted = (counted.prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(offer);
  }, outcome);
}

const promptedTimes = (page: Page) => page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);
const installed = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('the offer adds the control as the menu’s last item, reached by keyboard; it prompts, and goes once installed', async ({ page }) => {
    await page.goto('/es');
    await expectClientReady(page);
    await page.getByRole('button', { name: translation('es', 'common.nav.menu') }).click();
    const menu = page.locator('#main-nav');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: INSTALL })).toHaveCount(0);

    await offerInstall(page);
    const control = menu.locator('li:last-child').getByRole('button', { name: INSTALL });
    await expect(control).toBeVisible();
    // The menu's last link, then Tab: the control is next in the keyboard's order.
    await menu.locator('a').last().focus();
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => promptedTimes(page)).toBe(1);
    // An offer serves once: the control goes with it.
    await expect(menu.getByRole('button', { name: INSTALL })).toHaveCount(0);

    await offerInstall(page);
    await expect(control).toBeVisible();
    await installed(page);
    await expect(menu.getByRole('button', { name: INSTALL })).toHaveCount(0);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the control is the last item of “More”, and prompts', async ({ page }) => {
    await page.goto('/es');
    await expectClientReady(page);
    await offerInstall(page);
    await page.getByRole('button', { name: translation('es', 'common.nav.more') }).click();
    const control = page.locator('#nav-more-list > li:last-child').getByRole('button', { name: INSTALL });
    await expect(control).toBeVisible();
    await control.click();
    await expect.poll(() => promptedTimes(page)).toBe(1);
    await expect(control).toHaveCount(0);
  });

  test('on /app the control takes a row kept for it (nothing moves), prompts, and goes once installed', async ({ page }) => {
    await page.goto('/app');
    await expectClientReady(page);
    const next = page.locator('#app-features');
    const before = await next.boundingBox();
    await offerInstall(page);
    const control = page.locator('main').getByRole('button', { name: INSTALL });
    await expect(control).toBeVisible();
    expect(await next.boundingBox()).toEqual(before);
    await control.click();
    await expect.poll(() => promptedTimes(page)).toBe(1);
    await offerInstall(page);
    await expect(control).toBeVisible();
    await installed(page);
    await expect(control).toHaveCount(0);
  });

  test('a “no” to the prompt hides the control for the rest of the visit', async ({ page }) => {
    await page.goto('/app');
    await expectClientReady(page);
    await offerInstall(page, 'dismissed');
    const control = page.locator('main').getByRole('button', { name: INSTALL });
    await control.click();
    await expect.poll(() => promptedTimes(page)).toBe(1);
    await expect(control).toHaveCount(0);
    await page.reload();
    await expectClientReady(page);
    await offerInstall(page);
    await page.getByRole('button', { name: translation('es', 'common.nav.more') }).click();
    await expect(page.locator('#nav-more-list')).toBeVisible();
    await expect(page.getByRole('button', { name: INSTALL })).toHaveCount(0);
  });

  test('an offer made before the app takes over stays shown in the app, on /app and in “More”', async ({ page }) => {
    await page.goto('/es');
    await expectClientReady(page);
    await offerInstall(page);
    await reachForALink(page);
    await page.getByRole('button', { name: translation('es', 'common.nav.more') }).click();
    await page.locator('#nav-more-list a[href="/app"]').click();
    await expectAppRunning(page);
    await expect(page).toHaveURL(/\/app$/);
    const control = page.locator('main').getByRole('button', { name: INSTALL });
    await expect(control).toBeVisible();
    await page.getByRole('button', { name: translation('es', 'common.nav.more') }).click();
    await expect(page.locator('#nav-more-list > li:last-child').getByRole('button', { name: INSTALL })).toBeVisible();
    await control.click();
    await expect.poll(() => promptedTimes(page)).toBe(1);
    await expect(page.getByRole('button', { name: INSTALL })).toHaveCount(0);
  });
});
