// The installed app's shortcuts: the manifest each market's host answers lists them in the market's
// language with icons that load, and each opens its page, online and offline after one visit.
import type { Page } from '@playwright/test';
import { imageSize } from 'image-size';
import { API, PORT, expect, marketHost, test, translation } from './fixtures';
import { visitUnderServiceWorker } from './offline-helpers';

interface Manifest {
  lang: string;
  shortcuts: Array<{ name: string; short_name: string; url: string; icons: Array<{ src: string; sizes: string; type: string }> }>;
}

const SHORTCUT_IDS = ['atms', 'buy-bitcoin', 'call-me', 'help'];

/** The manifest the page's own link names, as the browser fetches it on that host. */
async function manifestOf(page: Page): Promise<Manifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  return page.evaluate(async (path) => (await fetch(path)).json(), href!);
}

/** What shows that each shortcut opened its own page (and not home, or the 404 page). */
async function expectShortcutPage(page: Page, market: string, id: string) {
  await expect(page.locator('h1')).not.toHaveText(translation('es', 'errors.pageTitle'));
  if (id === 'atms') await expect(page.locator('.finder-result').first()).toBeVisible();
  if (id === 'buy-bitcoin') await expect(page.locator('#exchange-coin')).toHaveValue(/BTC/);
  if (id === 'help') await expect(page.getByRole('searchbox', { name: translation('es', 'help.searchLabel') })).toBeVisible();
  if (id === 'call-me') {
    await expect(page.locator('#contact-form-title')).toBeVisible();
    // Spain's call-back form is one press away; elsewhere the market's phone line.
    if (market === 'es') await expect(page.getByRole('button', { name: translation('es', 'widgets.callMe.open') })).toBeVisible();
    else await expect(page.locator('a.widget-button.phone')).toHaveAttribute('href', /^tel:/);
  }
}

for (const market of ['es', 'py']) {
  test(`${market}: the manifest lists the shortcuts in Spanish, with 96 px icons that load`, async ({ page, request }) => {
    await page.goto(`${marketHost(market)}/es`);
    const manifest = await manifestOf(page);
    expect(manifest.lang).toBe('es');
    expect(manifest.shortcuts.map(({ name }) => name)).toEqual(SHORTCUT_IDS.map((id) => translation('es', `pwa.shortcuts.${id}.name`)));
    expect(manifest.shortcuts.map(({ url }) => url)).toEqual(['/cajeros-bitcoin', '/comprar/btc', '/contacto', '/centro-ayuda']);
    for (const { icons } of manifest.shortcuts) {
      expect(icons).toEqual([expect.objectContaining({ sizes: '96x96', type: 'image/png' })]);
      const icon = await request.get(`${API}${icons[0]!.src}`, { headers: { host: `${market}.localhost:${PORT}` } });
      expect(icon.status(), icons[0]!.src).toBe(200);
      expect(icon.headers()['content-type']).toBe('image/png');
      expect(imageSize(new Uint8Array(await icon.body()))).toMatchObject({ width: 96, height: 96, type: 'png' });
    }
  });

  test(`${market}: each shortcut opens its page, online and offline after one visit`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
    const origin = marketHost(market);
    await page.goto(`${origin}/es`);
    const { shortcuts } = await manifestOf(page);
    for (const [index, { url }] of shortcuts.entries()) {
      const answer = await page.goto(`${origin}${url}`);
      expect(answer?.status(), url).toBe(200);
      expect(new URL(page.url()).pathname).toBe(url);
      await expectShortcutPage(page, market, SHORTCUT_IDS[index]!);
    }

    // One visit under the service worker, its warm-up done and saved; then no connection.
    await visitUnderServiceWorker(page, `${origin}/es`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('crypto-web:warm-up')), { timeout: 30_000 }).toBeTruthy();
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    for (const [index, { url }] of shortcuts.entries()) {
      await page.goto(`${origin}${url}`);
      expect(new URL(page.url()).pathname).toBe(url);
      await expectShortcutPage(page, market, SHORTCUT_IDS[index]!);
      // The shell the worker answers with names the same manifest as the server's pages.
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    }
    await context.setOffline(false);
  });
}
