// The first document fetches the app's code ahead only for a visitor who reaches for a site link in a
// way that leaves time for it (src/server/render/page-assets.ts): a mouse over the link, or the keyboard's
// focus. A finger's tap follows its touch at once and is the browser's navigation, so it asks for nothing
// that would share the connection with the next document.
import type { Page } from '@playwright/test';
import { APP_CODE_ATTRIBUTE } from '../../src/contracts/app-code';
import { expect, expectClientReady, test } from './fixtures';

/** Chunks only the app runs (its start, the home page's code) asked for by the page, by name. */
function appCodeRequests(page: Page) {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(start|home-page)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) names.push(name);
  });
  return names;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test("a tap on a site link asks for none of the app's code: the browser follows it", async ({ page }) => {
    const asked = appCodeRequests(page);
    await page.goto('/es');
    await expectClientReady(page);
    await page.locator('.language-switch').tap();
    await expect(page).toHaveURL(/\/en$/);
    await expectClientReady(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
});

test("a site link focused from the keyboard fetches the app's code ahead", async ({ page }) => {
  const asked = appCodeRequests(page);
  await page.goto('/es');
  await expectClientReady(page);
  await expect(page.locator('html')).not.toHaveAttribute(APP_CODE_ATTRIBUTE, '');
  await expect
    .poll(async () => {
      await page.keyboard.press('Tab');
      return page.evaluate(() => document.activeElement?.matches('a[href^="/"]') ?? false);
    })
    .toBe(true);
  await expect(page.locator('html')).toHaveAttribute(APP_CODE_ATTRIBUTE, '');
  expect(asked).toContain('start');
});
