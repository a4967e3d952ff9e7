// Timings taken inside Chromium: the Buy chart's 'all' range, and the offline repeat visit of the finder.
import type { Browser } from '@playwright/test';
import { median, round } from './budgets';
import { MOBILE } from './pages';

const RUNS = 5;

// Runs in the page. A string, not a function: tsx's name-keeping helper does not exist in the page.
const TIME_ALL_RANGE = `new Promise((resolve) => {
  const chart = document.querySelector('[data-testid="chart-frame"]');
  const before = new Set(chart.querySelectorAll('canvas'));
  const button = [...document.querySelectorAll('.chart-toggle')].find((b) => b.textContent.trim() === 'Todo');
  const start = performance.now();
  button.click();
  const drawn = () => chart.dataset.range === 'all' && chart.getAttribute('aria-busy') === 'false'
    && [...chart.querySelectorAll('canvas')].some((c) => !before.has(c) && c.width > 0);
  // The library paints on the frame after its canvas exists: wait for that frame, then the next.
  const check = () => drawn() ? requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start))) : requestAnimationFrame(check);
  check();
})`;

/** From choosing the 'all' range to its chart canvas drawn (the history call included), median of 5 cold pages. */
export async function chartAllRange(browser: Browser, origin: string): Promise<{ medianMs: number; runs: number[] }> {
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${origin}/comprar`);
    const frame = page.getByTestId('chart-frame');
    // The chart library loads once the chart is near the viewport.
    await frame.scrollIntoViewIfNeeded();
    await frame.locator('canvas').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="chart-frame"]')?.getAttribute('aria-busy') === 'false');
    runs.push(await page.evaluate<number>(TIME_ALL_RANGE));
    await context.close();
  }
  return { medianMs: round(median(runs)), runs: runs.map((value) => round(value)) };
}

/** After one online visit of /es (service worker active, warm-up done), offline: navigation start to the first finder result on /cajeros. */
export async function offlineFinderPaint(browser: Browser, origin: string): Promise<{ medianMs: number; runs: number[] }> {
  const context = await browser.newContext({ ...MOBILE });
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('.finder-result')) {
        (window as unknown as { __finderPaint: number }).__finderPaint = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${origin}/es`);
  await page.waitForFunction(() => !!localStorage.getItem('crypto-web:warm-up'), undefined, { timeout: 30_000 });
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
  // The query cache is written to IndexedDB with a throttle.
  await page.waitForTimeout(1500);
  await context.setOffline(true);
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${origin}/cajeros`);
    await page.locator('.finder-result').first().waitFor({ timeout: 15_000 });
    runs.push(await page.evaluate(() => (window as unknown as { __finderPaint: number }).__finderPaint));
  }
  await context.close();
  return { medianMs: round(median(runs)), runs: runs.map((value) => round(value)) };
}
