// Issue 16, the finder half: filters on screen (URL, reload, server render, offline), saved locations
// (first in the list, open offline), and what a detail page says about the machine and its costs.
import { seriousViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { API, expect, test, translation } from './fixtures';

test.describe.configure({ mode: 'serial' });

interface ApiLocation {
  id: number;
  supports: { sell: boolean; coins: string[] };
  fees: { buy: { percentage: number; fixedAmount: number }; sell: { percentage: number; fixedAmount: number } };
  limits: { perOperation: number; perDay: number; idRequiredAbove: number };
  status: { operational: string };
  locatedInside?: string;
}

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
});

const count = (page: Page) => page.locator('#finder-count');
const results = (page: Page) => page.locator('.finder-result');
const filterCount = async (page: Page, name: string) =>
  Number(
    await page
      .getByRole('checkbox', { name: new RegExp(name) })
      .locator('xpath=..')
      .locator('.finder-filter-count [aria-hidden]')
      .innerText(),
  );

/**
 * Chooses a filter as a visitor does and waits to see it chosen. Playwright's own check() reads the box right
 * after its click, and on a page whose island is still waking the busy main thread may not have run that
 * click yet (seen under load: the box was checked from the click on, yet check() read it unchecked).
 */
async function choose(checkbox: Locator) {
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}

async function spainAtms(request: import('@playwright/test').APIRequestContext): Promise<ApiLocation[]> {
  const answer = await request.get(`${API}/gateway/api/v1/webapp/public/webapp/atms/list-all-active?pageSizeReviews=0&market=1`);
  return (await answer.json()) as ApiLocation[];
}

async function expectNoSeriousViolations(page: Page, include: string) {
  expect(await seriousViolations(page, [include])).toEqual([]);
}

test('a filter narrows the list by its own count, goes into the URL, survives a reload and is in the server HTML', async ({
  page,
  request,
}) => {
  const atms = await spainAtms(request);
  const sellers = atms.filter((atm) => atm.supports.sell).length;
  await page.goto('/cajeros');
  await expect(count(page)).toHaveText(`${atms.length} cajeros`);
  expect(await filterCount(page, 'Permite vender')).toBe(sellers);
  await choose(page.getByRole('checkbox', { name: /Permite vender/ }));
  await expect(count(page)).toHaveText(`${sellers} cajeros`);
  await expect(page).toHaveURL(/\/cajeros\?sell=1$/);

  // Combined with the city search: both go into the query the server answers.
  await page.getByLabel('Ciudad o código postal').fill('Madrid');
  await expect(page).toHaveURL(/\/cajeros\?q=Madrid&sell=1$/);
  await page.getByLabel('Moneda').selectOption('ETH');
  await expect(page).toHaveURL(/\/cajeros\?q=Madrid&sell=1&coin=ETH$/);
  const narrowed = await count(page).innerText();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Permite vender/ })).toBeChecked();
  await expect(page.getByLabel('Moneda')).toHaveValue('ETH');
  await expect(count(page)).toHaveText(narrowed);

  // The server renders the filtered list: what a shared link shows before any script runs.
  const html = await (await request.get(`${API}/cajeros?sell=1`)).text();
  expect(html).toContain(`>${sellers} cajeros<`);
  expect(html).toMatch(/<input type="checkbox" form="finder-form" name="sell" checked=""/);
});

test("the installed app keeps the address's filters while its list is still coming", async ({ page, request }) => {
  // The service worker's shell: the app draws the finder itself, its filters only once the list is there.
  const shell = await (await request.get(`${API}/index.html`)).text();
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest() ? route.fulfill({ status: 200, contentType: 'text/html', body: shell }) : route.fallback(),
  );
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/atms\/list-all-active/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/cajeros?q=Madrid&sell=1&coin=ETH');
  await expect(page.getByLabel('Ciudad o código postal')).toHaveValue('Madrid');
  // Longer than the pause after which the finder writes its address.
  await page.waitForTimeout(1000);
  release();
  await expect(page.getByRole('checkbox', { name: /Permite vender/ })).toBeChecked();
  await expect(page.getByLabel('Moneda')).toHaveValue('ETH');
  await expect(page).toHaveURL(/\/cajeros\?q=Madrid&sell=1&coin=ETH$/);
});

test('the filters have labels, counts for screen readers, and no serious accessibility problem', async ({ page }) => {
  await page.goto('/bitcoin-atms?card=1');
  const group = page.getByRole('group', { name: 'Filters' });
  await expect(group).toBeVisible();
  await expect(group.getByRole('checkbox', { name: /Accepts card.*results?/ })).toBeChecked();
  await expect(count(page)).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByText(/Data from \d{2}:\d{2}/)).toBeVisible();
  await page.getByRole('button', { name: 'Refresh the list' }).click();
  await expect(page.getByText(/Data from \d{2}:\d{2}/)).toBeVisible();
  await expectNoSeriousViolations(page, '.finder');
});

test('a saved ATM comes first, stays saved after a reload, and its page opens offline with the list filtered offline', async ({
  page,
  context,
}) => {
  // One online visit under the service worker, as a visitor would have had.
  await page.goto('/es');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('crypto-web:warm-up')), { timeout: 20_000 }).toBeTruthy();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await page.goto('/cajeros');
  // The worker's page shows the saved list first and then the network's: pick the fifth once it is settled.
  await page.waitForLoadState('networkidle');
  const fifth = results(page).nth(4);
  const title = await fifth.locator('h2').innerText();
  const save = fifth.getByRole('button', { name: `Guardar ${title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(results(page).first().locator('h2')).toHaveText(title);
  await expect(
    results(page)
      .first()
      .getByRole('button', { name: `Guardar ${title}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  const href = await results(page).first().getByRole('link').first().getAttribute('href');
  await page.reload();
  await expect(results(page).first().locator('h2')).toHaveText(title);
  // Let the throttled cache write land in IndexedDB.
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.goto('/cajeros?card=1');
  await expect(page.getByText(/Estás sin conexión: esta es la lista guardada en este dispositivo a las \d{2}:\d{2}/)).toBeVisible();
  const offlineCount = await filterCount(page, 'Acepta tarjeta');
  await expect(count(page)).toHaveText(`${offlineCount} ${offlineCount === 1 ? 'cajero' : 'cajeros'}`);
  await choose(page.getByRole('checkbox', { name: /Abierto 24 h/ }));
  await expect(page).toHaveURL(/card=1&h24=1|h24=1&card=1/);

  await page.goto(href!);
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.getByText(/Estado a las \d{2}:\d{2}, guardado en este dispositivo/)).toBeVisible();
  await expect(page.getByText('Límite por operación')).toBeVisible();
  await context.setOffline(false);
});

test('an ATM page shows its status, limits, fees, coins, the scam warning, share and directions', async ({
  page,
  context,
  request,
  browser,
}) => {
  const atm = (await spainAtms(request)).find((candidate) => candidate.supports.sell && candidate.status.operational === 'in-service')!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Desktop Chromium on Linux has no share sheet; make sure, so the copy fallback is what runs.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await page.goto(`/cajero/${atm.id}`);

  await expect(page.locator('.service-badge')).toHaveText('En servicio');
  await expect(page.getByText(/Última conexión (hace \d+ minutos?|este minuto)/)).toBeVisible();
  const operations = page.getByRole('region', { name: 'Límites y comisiones' });
  await expect(operations).toContainText(`Límite por operación${atm.limits.perOperation.toLocaleString('en-US')}`);
  await expect(operations).toContainText(`Documento de identidad a partir de${atm.limits.idRequiredAbove.toLocaleString('en-US')}`);
  await expect(operations).toContainText(`Comisión al comprar${atm.fees.buy.percentage} % + `);
  await expect(operations).toContainText(`Comisión al vender${atm.fees.sell.percentage} % + `);
  await expect(operations).toContainText(`Dentro de${atm.locatedInside}`);
  await expect(page.locator('.supports-list').first()).toContainText(atm.supports.coins.join(', '));

  const warning = page.getByRole('complementary', { name: 'Cuidado con las estafas' });
  await expect(warning).toContainText('Nadie legítimo te pedirá que pagues una deuda, una multa o una inversión a través de un cajero');
  await expect(warning.getByRole('link')).toHaveAttribute('href', '/pagina-ayuda/common-scams');

  const directions = page.getByRole('link', { name: /Cómo llegar|Directions/ });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/);

  await page.getByRole('button', { name: /^Compartir/ }).click();
  await expect(page.getByRole('status').filter({ hasText: translation('es', 'finder.share.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expectNoSeriousViolations(page, '.location-detail');

  await warning.getByRole('link').click();
  await expect(page.locator('h1')).toHaveText('Estafas habituales en cajeros de bitcoin');

  // The visitor's own maps app, put in place by the page's entry without waking the links' island.
  for (const [userAgent, expected] of [
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      /^https:\/\/maps\.apple\.com\/\?daddr=/,
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', /^geo:-?\d/],
  ] as const) {
    const device = await browser.newContext({ userAgent, baseURL: `http://localhost:${new URL(API).port}` });
    const devicePage = await device.newPage();
    await devicePage.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
    await devicePage.goto(`/cajero/${atm.id}`);
    const directions = devicePage.getByRole('link', { name: /Cómo llegar|Directions/ });
    await directions.scrollIntoViewIfNeeded();
    await expect(directions).toHaveAttribute('href', expected);
    await device.close();
  }
});
