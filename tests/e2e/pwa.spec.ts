import { expect, expectHeading, test } from './fixtures';
import { visitUnderServiceWorker } from './offline-helpers';

test('the web manifest has the install fields', async ({ page, request }) => {
  await page.goto('/es');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    display: 'standalone',
    start_url: expect.any(String),
    lang: 'es',
    theme_color: expect.any(String),
  });
  const icons = manifest.icons as Array<{ sizes: string; purpose?: string }>;
  expect(icons.some((icon) => icon.sizes === '192x192')).toBe(true);
  expect(icons.some((icon) => icon.sizes === '512x512')).toBe(true);
  expect(icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
});

test('after one online visit an offline reload still shows the app', async ({ page, context }) => {
  await page.goto('/es');
  await expectHeading(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  // The first visit is not yet controlled; a reload puts the page under the service worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expectHeading(page);
  await context.setOffline(false);
});

test('CMS images the visitor has seen are kept by the service worker and show offline', async ({ page, context }) => {
  await visitUnderServiceWorker(page, '/quienes-somos');
  const photo = page.locator('.team-member img').first();
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const cached = () =>
    page.evaluate(async () => (await (await caches.open('cms-images-v1')).keys()).map((request) => new URL(request.url).pathname));
  await expect.poll(cached).toContainEqual(expect.stringMatching(/^\/cms\/uploads\/.+\.jpg$/));
  await context.setOffline(true);
  await page.reload();
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await context.setOffline(false);
});
