// Chromium through the DevTools protocol and Firefox through WebDriver BiDi, both with puppeteer-core and
// Debian's own browsers: Firefox speaks BiDi itself, so no geckodriver (which Debian lacks) is needed.
import puppeteer, { type LaunchOptions } from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../setup/chromium-flags';
import { APPEAR_MS, PHONE_WINDOW, type EngineSession } from './engine-session';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const LAUNCH: Record<'chromium' | 'firefox', LaunchOptions> = {
  chromium: {
    browser: 'chrome',
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  },
  firefox: {
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Firefox's own services (captive portal, connectivity checks) would ask the closed network.
    extraPrefsFirefox: { 'network.captive-portal-service.enabled': false, 'network.connectivity-service.enabled': false },
  },
};

export async function launchPuppeteerSession(engine: 'chromium' | 'firefox'): Promise<EngineSession> {
  const browser = await puppeteer.launch(LAUNCH[engine]);
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(PHONE_WINDOW);
  page.setDefaultTimeout(30_000);
  return {
    engine,
    version: await browser.version(),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async click(selector) {
      const element = await page.waitForSelector(selector, { visible: true, timeout: APPEAR_MS });
      await element!.evaluate((found) => found.scrollIntoView({ block: 'center' }));
      await element!.click();
    },
    async type(selector, text) {
      await page.waitForSelector(selector, { visible: true, timeout: APPEAR_MS });
      await page.focus(selector);
      await page.keyboard.type(text, { delay: 30 });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...inner: unknown[]) => unknown, ...args) as never,
    close: () => browser.close(),
  };
}
