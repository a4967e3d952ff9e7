// Issue 17: every page at every width from 320 to 3840 px, on a euro host and the guaraní host, lays its
// text out without overlaps, without text past the window and without sideways scrolling.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, marketHost, test } from './fixtures';
import { findLayoutProblems } from './layout-check';
import { localizedPages, NEUTRAL_PATHS } from './site-pages';
import { localizedPath } from '../../src/i18n/localized-paths';

const LAYOUT_WIDTHS = [320, 360, 390, 768, 1024, 1280, 1536, 1920, 2560, 3840];
/** Every page in Spanish (the longer language), the neutral ones included. */
async function sitePaths(request: APIRequestContext, marketId: number): Promise<string[]> {
  const localized = (await localizedPages(request, marketId)).map(([name, params]) => localizedPath(name, params, 'es'));
  return [...localized, ...NEUTRAL_PATHS];
}

/** Scrolls through the page once so content that waits for the viewport (charts, teasers, footer) is there. */
async function revealLazyContent(page: Page) {
  await page.evaluate(async () => {
    // A bounded walk: a window that reports no height for a moment must not make it endless.
    const step = Math.max(window.innerHeight, 400);
    for (let y = 0, steps = 0; y < document.documentElement.scrollHeight && steps < 100; y += step, steps += 1) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
}

async function layoutProblemsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
  // Two frames: resize observers and media-query listeners run, then layout settles.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(findLayoutProblems);
}

test.describe('layout at every width', () => {
  test.use({ serviceWorkers: 'block' });

  for (const market of ['es', 'py'] as const) {
    test(`every page on ${market}.localhost from 320 to 3840 px`, async ({ page, request }) => {
      test.setTimeout(300_000);
      const marketId = { es: 1, py: 2 }[market];
      const failures: string[] = [];
      for (const path of await sitePaths(request, marketId)) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(marketHost(market) + path);
        await expect(page.locator('html')).toHaveAttribute('data-client', /^(islands|app)$/);
        await page.waitForLoadState('networkidle');
        await revealLazyContent(page);
        for (const width of LAYOUT_WIDTHS) {
          for (const problem of await layoutProblemsAt(page, width)) {
            failures.push(
              `${path} @${width}: ${problem.kind} "${problem.text}"${problem.other ? ` over "${problem.other}"` : ''}${problem.box ? ` (${problem.box})` : ''}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

test.describe('the footer bottom', () => {
  test.use({ serviceWorkers: 'block' });

  for (const width of [320, 390, 1280, 1920]) {
    test(`at ${width} px the cookie settings sit centred under the legal line, clear of the call button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/es');
      await expect(page.locator('html')).toHaveAttribute('data-client', /^(islands|app)$/);
      const settings = page.getByRole('button', { name: 'Configuración de cookies' });
      const legal = page.locator('.footer-legal');
      const callButton = page.locator('.call-me-toggle');
      await expect(callButton).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [settingsBox, legalBox, callBox] = await Promise.all([settings.boundingBox(), legal.boundingBox(), callButton.boundingBox()]);
      const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
      expect(Math.abs(centre(settingsBox!) - centre(legalBox!))).toBeLessThan(1);
      expect(settingsBox!.y).toBeGreaterThan(legalBox!.y + legalBox!.height - 1);
      // The floating call button is fixed to the corner: at the page's end it must cover neither.
      for (const box of [settingsBox!, legalBox!])
        expect(callBox!.y, 'call button above the footer text').toBeGreaterThan(box.y + box.height);
    });
  }
});

test.describe('the chart switches', () => {
  test.use({ serviceWorkers: 'block' });

  for (const width of [320, 390, 1280]) {
    test(`at ${width} px every row of the chart's type and range switches is full, with no empty ruled cell`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/comprar');
      await expect(page.locator('html')).toHaveAttribute('data-client', /^(islands|app)$/);
      const groups = page.locator('.chart-toggles');
      await groups.first().scrollIntoViewIfNeeded();
      await expect(groups).toHaveCount(2);
      for (const group of await groups.all()) {
        const rows = await group.evaluate((element) => {
          const inner = element.getBoundingClientRect();
          const right = inner.right - element.clientLeft;
          const byRow = new Map<number, number>();
          for (const button of element.querySelectorAll('button')) {
            const box = button.getBoundingClientRect();
            byRow.set(Math.round(box.top), Math.max(byRow.get(Math.round(box.top)) ?? 0, box.right));
          }
          // How far each row's last button stops short of the group's inner right edge.
          return [...byRow.values()].map((rowRight) => Math.round(right - rowRight));
        });
        for (const gap of rows) expect(gap, `a row of ${rows.length} stops short of the edge`).toBeLessThanOrEqual(1);
      }
    });
  }
});
