// Opening a page in a language, for the content pages' specs.
import type { Page } from '@playwright/test';
import { expect, expectClientReady, expectHeading } from './fixtures';

export type Lang = 'es' | 'en';

/**
 * Opens a page in a language. Neutral paths (/app, /mwc) keep the language the visitor was reading,
 * so in English they are reached from an English page without a reload.
 */
export async function openInLanguage(page: Page, lang: Lang, path: string) {
  if (lang === 'en' && ['/app', '/mwc'].includes(path)) {
    await page.goto('/en');
    await expectHeading(page);
    // A client-side navigation needs the router, which runs once the code has taken the page over.
    await expectClientReady(page);
    await page.evaluate((target) => {
      history.pushState(history.state, '', target);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  } else {
    await page.goto(path);
  }
  await expectHeading(page);
  await page.waitForLoadState('networkidle');
}
