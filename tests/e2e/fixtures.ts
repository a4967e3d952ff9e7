// Shared Playwright fixtures: every test fails on a console error or an uncaught page error.
import { test as base, expect, type Page } from '@playwright/test';
import { APP_CODE_ATTRIBUTE } from '../../src/contracts/app-code';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Node cannot resolve *.localhost, so Node-side requests go to 127.0.0.1. */
export const API = `http://127.0.0.1:${PORT}`;
export const marketHost = (code: string) => `http://${code}.localhost:${PORT}`;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      // Failed requests the test provoked on purpose are logged by Chromium as resource errors, and a service
      // worker's script that could not be fetched (the test went offline while it registered); those are allowed.
      // So is a page not saved on this device: the router shows it through its error boundary, and React logs
      // what a boundary catches.
      expect(
        errors.filter((text) => !/Failed to load resource|error occurred when fetching the script|^PageUnreachable: /.test(text)),
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The client is ready: on a first document, every island's code has loaded and the ones that wake at idle
 * are awake (an island touched from here is hydrated in that very event); in the app, its first render.
 */
export async function expectClientReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-client', /^(islands|app)$/);
}

/**
 * The visitor reaches for a site link (the pointer over it) and the app's code arrives: a link followed from
 * here starts the app in this document, where before it would be the browser's navigation.
 */
export async function reachForALink(page: Page) {
  await page.locator('header a[href^="/"]:visible').first().hover();
  await expect(page.locator('html')).toHaveAttribute(APP_CODE_ATTRIBUTE, '');
}

/** The app runs (the router): the service worker's shell, or a first document after its first client navigation. */
export async function expectAppRunning(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-client', 'app');
}

export async function expectHeading(page: Page) {
  const heading = page.locator('h1');
  await expect(heading).toHaveCount(1);
  await expect(heading).not.toBeEmpty();
  return heading;
}

export { translation } from '../setup/translation';
