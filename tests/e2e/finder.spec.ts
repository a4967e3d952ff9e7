import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import { API, expect, expectAppRunning, expectHeading, test } from './fixtures';
import { visitUnderServiceWorker } from './offline-helpers';

// Map tiles come from outside; with no network here they are answered empty so nothing waits on them.
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
});

/** The pointer crosses the finder on its way to a control only code can run ("Near me", off until then). */
const reachForTheFinder = (page: Page) => page.getByRole('searchbox').first().hover();

const results = (page: Page) => page.locator('.finder-result');

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('the ATM and store lists show their results in Spanish and English', async ({ page }) => {
  for (const [path, count] of [
    ['/cajeros', /\d+ cajeros/],
    ['/tiendas', /\d+ tiendas/],
    ['/bitcoin-atms', /\d+ ATMs/],
    ['/stores', /\d+ stores/],
  ] as const) {
    await page.goto(path);
    await expectHeading(page);
    await expect(page.locator('#finder-count')).toHaveText(count);
    await expect(results(page).first()).toBeVisible();
    await expect(results(page).first().locator('.open-status')).toHaveText(/Abierto|Cerrado|Open|Closed|Horario|hours/);
  }
});

test('/cajeros/28013 puts Madrid first and keeps the code in the search box', async ({ page }) => {
  await page.goto('/cajeros/28013');
  await expect(page.getByLabel('Ciudad o código postal')).toHaveValue('28013');
  await expect(results(page).first().locator('.finder-result-address')).toContainText('28013 Madrid');
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', /^\/cajero-bitcoin\/\d+$/);
});

test('typing a city filters the list, ignoring accents, and writes it to the URL', async ({ page }) => {
  await page.goto('/stores');
  const before = await page.locator('#finder-count').innerText();
  await page.getByLabel('City or postal code').fill('malaga');
  await expect(page.locator('#finder-count')).not.toHaveText(before);
  const addresses = await results(page).locator('.finder-result-address').allInnerTexts();
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) expect(address).toContain('Málaga');
  await expect(page).toHaveURL(/\/stores\?q=malaga$/);
  await page.getByLabel('City or postal code').fill('99999');
  await expect(page.locator('#finder-count')).toHaveText('0 stores');
  await expect(page.locator('.finder-empty')).toContainText('postal code');
});

/** Scrolls so the search box sits at the top of the screen, the list below it; types a city. Returns how far down the page was. */
async function searchScrolledDown(page: Page) {
  const search = page.getByLabel('Ciudad o código postal');
  await search.evaluate((input) => window.scrollTo(0, input.getBoundingClientRect().top + window.scrollY - 8));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await search.fill('Madrid');
  return { search, before };
}

test('typing in the search box keeps the page where the visitor scrolled it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/cajeros');
  await expect(results(page).first()).toBeVisible();
  const { search } = await searchScrolledDown(page);
  await expect(page).toHaveURL(/\/cajeros\?q=Madrid$/);
  // The URL follows the search after a pause; the page must not jump back to the top when it does.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(search).toBeInViewport();
});

test('in the app, typing in the search box keeps the page where the visitor scrolled it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  // Under the service worker the app renders the page from its shell, and its router writes the address.
  await visitUnderServiceWorker(page, '/cajeros');
  await expectAppRunning(page);
  const { before } = await searchScrolledDown(page);
  await expect(page).toHaveURL(/\/cajeros\?q=Madrid$/);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('near me with a Barcelona position lists Barcelona first with km distances', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 41.3874, longitude: 2.1686 });
  await page.goto('/cajeros');
  const nearby = page.waitForResponse(
    (response) => response.url().includes('/list-distance?') && response.url().includes('units=KILOMETERS'),
  );
  await reachForTheFinder(page);
  await page.getByRole('button', { name: 'Cerca de mí' }).click();
  expect((await nearby).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'km de ti' })).toBeVisible();
  await expect(results(page).first().locator('.finder-result-address')).toContainText('Barcelona');
  const distances = await results(page).locator('.finder-distance').allInnerTexts();
  expect(distances.length).toBeGreaterThan(3);
  for (const distance of distances) expect(distance).toMatch(/^\d+(,\d)? km$/);
  const values = distances.map((d) => Number(d.replace(' km', '').replace(',', '.')));
  expect(values).toEqual([...values].sort((a, b) => a - b));
});

test('near me falls back to the cached list when list-distance fails', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 41.3874, longitude: 2.1686 });
  await page.route(/list-distance/, (route) => route.abort());
  await page.goto('/bitcoin-atms');
  await reachForTheFinder(page);
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByText('Measured on this device')).toBeVisible();
  await expect(results(page).first().locator('.finder-result-address')).toContainText('Barcelona');
  await expect(results(page).first().locator('.finder-distance')).toHaveText(/km$/);
});

test('a refused location permission gets a clear message', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/bitcoin-atms');
  await page.evaluate(() => {
    navigator.geolocation.getCurrentPosition = (_ok, fail) =>
      fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  await reachForTheFinder(page);
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByRole('alert')).toContainText('You did not allow access to your location');
});

test('an ATM detail shows the hours table, open or closed, directions and reviews', async ({ page, request }) => {
  const atms = await (
    await request.get(`${API}/gateway/api/v1/webapp/public/webapp/atms/list-all-active?pageSizeReviews=0&market=1`)
  ).json();
  const atm = atms[0];
  await page.goto(`/cajero/${atm.id}`);
  await expectHeading(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Días', 'Abre', 'Cierra a las']);
  await expect(table.getByRole('rowheader')).toHaveText(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
  await expect(page.locator('.location-status')).toHaveText(/Abierto|Cerrado/);
  await expect(page.getByRole('link', { name: /Cómo llegar/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${atm.location.latitude},${atm.location.longitude}`,
  );
  await expect(page.getByRole('heading', { name: 'Opiniones' })).toBeVisible();
  await page.goto(`/atm/${atm.id}`);
  await expect(page.getByRole('table').getByRole('rowheader').first()).toHaveText('Monday');
});

test('on a phone, an ATM page loads its map only when the visitor scrolls it into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mapCode: string[] = [];
  // The map's own code (Leaflet and its layers), not the small island that loads it.
  page.on('request', (request) => /\/(finder-map|location-map)-(?!island)[\w-]+\.js$/.test(request.url()) && mapCode.push(request.url()));
  await page.goto('/cajero/1001');
  await expectHeading(page);
  await expect(page.locator('html')).toHaveAttribute('data-client', /^(islands|app)$/);
  await page.waitForTimeout(500);
  expect(mapCode).toEqual([]);
  await page.locator('.location-map-wrap').scrollIntoViewIfNeeded();
  await expect(page.locator('.location-map-wrap .leaflet-container')).toBeVisible();
  expect(mapCode.length).toBeGreaterThan(0);
});

test('unknown and malformed ids go to the 404 page', async ({ page }) => {
  for (const path of ['/cajero/999999', '/atm/5', '/tienda-bitcoin/999999', '/store/abc']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/errors\/404$/);
    await expectHeading(page);
  }
});

test('the opinions page shows reviews, filters them and posts a review once', async ({ page, request }) => {
  await request.post(`${API}/__demo/reset`);
  await page.goto('/opiniones');
  await expectHeading(page);
  await expect(page.locator('.featured-reviews .review-item').first()).toBeVisible();
  await expect(page.locator('.paged-reviews .review-item').first()).toBeVisible();

  await page.getByLabel('Desde la fecha').fill('2026-13-40');
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.locator('#filter-from-error')).toHaveText('Fecha inválida');
  await page.getByLabel('Desde la fecha').fill('2026-05-01');
  await page.getByLabel('Hasta la fecha').fill('2026-01-01');
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.locator('#filter-from-error')).toHaveText('La fecha de inicio no puede ser mayor que la fecha de fin');
  await page.getByRole('button', { name: 'Quitar filtros' }).click();

  await page.getByRole('button', { name: 'Escribe tu opinión' }).click();
  await page.getByRole('button', { name: 'Publicar opinión' }).click();
  await expect(page.locator('#review-name-error')).toHaveText('Campo requerido');
  await page.getByRole('combobox', { name: 'Tienda o cajero que visitaste' }).fill('Madrid');
  await page.getByRole('option').first().click();
  await page.locator('.rating-option').nth(4).click();
  await page.getByRole('textbox', { name: 'Tu opinión', exact: true }).fill('Muy buena atención y rápido.');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
  await page.getByRole('button', { name: 'Publicar opinión' }).click();
  await expect(page.locator('.write-review-status')).toContainText('Gracias');
  const deliveries = await (await request.get(`${API}/__demo/deliveries`)).json();
  const reviews = deliveries.items.filter((item: { kind: string }) => item.kind === 'review');
  expect(reviews).toHaveLength(1);
  expect(reviews[0].key).toMatch(/^[0-9a-f-]{36}$/);
  expect(reviews[0].body).toMatchObject({ rating: 5, name: 'Lucía', text: 'Muy buena atención y rápido.' });
});

for (const path of ['/cajeros', '/stores/08001', '/cajero/1001', '/store/1', '/opinions']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectHeading(page);
    await expect(page.locator('#finder-count, .location-status, .review-item').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
