// Issue 17: the navigation on one line, the phone consent sheet, the dark scheme and the guaraní sign.
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, marketHost, test, translation as tr } from './fixtures';

test.use({ serviceWorkers: 'block' });

async function openReady(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-client', /^(islands|app)$/);
}

for (const width of [1024, 1280, 1536, 2560]) {
  test(`the main navigation shares one line at ${width} px, the rest under "More"`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openReady(page, marketHost('es') + '/es');
    const nav = page.getByRole('navigation', { name: tr('es', 'common.nav.label') });
    const onTheLine = nav.locator('.nav-links > li:visible');
    const boxes = await onTheLine.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBe(7);
    // One line: every item's box spans the middle of the first one.
    const middle = boxes[0].top + boxes[0].height / 2;
    for (const box of boxes) expect(box.top < middle && box.bottom > middle).toBe(true);
    // The header keeps its one-line height.
    expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThan(80);

    // "More" is an HTML popover: the browser opens it, closes it on Escape and says so to assistive tech.
    const more = nav.getByRole('button', { name: tr('es', 'common.nav.more') });
    await expect(more).toHaveAttribute('popovertarget', 'nav-more-list');
    await expect(nav.getByRole('link', { name: tr('es', 'common.nav.franchise') })).toBeHidden();
    await more.click();
    await expect(nav.getByRole('link', { name: tr('es', 'common.nav.franchise') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: tr('es', 'common.nav.franchise') })).toBeHidden();
    await expect(more).toBeFocused();
  });
}

test('"More" opens from the keyboard, its links navigate and a click elsewhere closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReady(page, marketHost('es') + '/es');
  const nav = page.getByRole('navigation', { name: tr('es', 'common.nav.label') });
  const more = nav.getByRole('button', { name: tr('es', 'common.nav.more') });
  const list = page.locator('#nav-more-list');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await page.locator('h1').click();
  await expect(list).toBeHidden();
  await more.click();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: tr('es', 'common.nav.opinions') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/opiniones$/);
  await expect(list).toBeHidden();
});

test('on a 360x740 phone the consent banner is a compact sheet: at most 40 % of the screen, the heading in view, widgets above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const market of ['es', 'py']) {
    await openReady(page, marketHost(market) + '/es');
    const banner = page.getByRole('region', { name: tr('es', 'consent.title') });
    await expect(banner).toBeVisible();
    const sheet = (await banner.boundingBox())!;
    expect(sheet.height).toBeLessThanOrEqual(740 * 0.4);
    expect(Math.round(sheet.y + sheet.height)).toBe(740);
    const heading = (await page.locator('h1').boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(0);
    expect(heading.y + heading.height).toBeLessThanOrEqual(sheet.y);
    // The floating widgets (call-me on Spain, chat on Paraguay) sit above the sheet.
    const widgets = page.locator('.floating-widgets');
    await expect(widgets).toBeVisible();
    await expect
      .poll(async () => {
        const box = (await widgets.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(sheet.y);
    // Choosing removes it and the widgets return to the corner.
    await banner.getByRole('button', { name: tr('es', 'consent.reject') }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => {
        const box = (await widgets.boundingBox())!;
        return Math.round(box.y + box.height);
      })
      .toBeGreaterThan(700);
    await page.evaluate(() => localStorage.clear());
  }
});

test.describe('dark scheme', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of ['/es', '/comprar', '/cajeros-bitcoin', '/centro-ayuda', '/contacto']) {
    test(`${path} has a dark background and no serious axe violation`, async ({ page }) => {
      await openReady(page, marketHost('es') + path);
      await page.waitForLoadState('networkidle');
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const [red, green, blue] = background.match(/\d+/g)!.map(Number);
      expect(0.2126 * red + 0.7152 * green + 0.0722 * blue).toBeLessThan(40);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
