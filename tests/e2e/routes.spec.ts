import { expect, expectHeading, test } from './fixtures';

// Every SPEC section 2 path, in English and Spanish (and every alias).
const paths = [
  '/es',
  '/en',
  '/buy',
  '/buy/btc',
  '/comprar',
  '/comprar/eth',
  '/sell',
  '/sell/usdt',
  '/vender',
  '/vender/btc',
  '/bitcoin-atms',
  '/bitcoin-atms/28013',
  '/atms',
  '/atms/08001',
  '/cajeros-bitcoin',
  '/cajeros-bitcoin/28013',
  '/cajeros',
  '/cajeros/28013',
  '/atm/1001',
  '/bitcoin-atm/1001',
  '/cajero-bitcoin/1001',
  '/cajero/1001',
  '/stores',
  '/stores/08001',
  '/bitcoin-stores',
  '/tiendas-bitcoin',
  '/tiendas',
  '/tiendas/28013',
  '/store/1',
  '/bitcoin-store/1',
  '/tienda-bitcoin/1',
  '/contact',
  '/contacto',
  '/franchise',
  '/franquicia',
  '/opinions',
  '/opiniones',
  '/who-we-are',
  '/quienes-somos',
  '/help-center',
  '/centro-ayuda',
  '/pay',
  '/pagos',
  '/token',
  '/app',
  '/mwc',
  '/preview',
  '/errors/404',
];

for (const path of paths) {
  test(`${path} renders its page`, async ({ page }) => {
    await page.goto(path);
    await expectHeading(page);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  });
}

test('help pages and content pages render by slug in both languages', async ({ page, request }) => {
  const help = await (await request.get('/cms/api/help-pages?locale=es')).json();
  const slug = help.data[0].attributes.Slug;
  await page.goto(`/pagina-ayuda/${slug}`);
  await expectHeading(page);
  await page.goto(`/help-page/${slug}`);
  await expectHeading(page);
  const pages = await (await request.get('/cms/api/pages?locale=en')).json();
  await page.goto(`/pages/${pages.data[0].attributes.Slug}`);
  await expectHeading(page);
  await page.goto(`/paginas/${pages.data[0].attributes.Slug}`);
  await expectHeading(page);
});

test('/ goes to /es on localhost', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('/errors and unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/errors');
  await expect(page).toHaveURL(/\/errors\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  for (const path of ['/no-such-page', '/cajero/abc', '/cajero/999999', '/pagina-ayuda/no-existe', '/home']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  }
});

test('/buy is English and /comprar Spanish', async ({ page }) => {
  await page.goto('/buy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto('/comprar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
});

test('the language switch maps /comprar/btc to /buy/btc and back', async ({ page }) => {
  await page.goto('/comprar/btc');
  const spanishTitle = await page.locator('h1').textContent();
  await page.getByRole('link', { name: 'View this page in English' }).click();
  await expect(page).toHaveURL(/\/buy\/btc$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).not.toHaveText(spanishTitle ?? '');
  await page.getByRole('link', { name: 'Ver esta página en español' }).click();
  await expect(page).toHaveURL(/\/comprar\/btc$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('links are written in the page language and navigate client-side', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'ATMs' }).click();
  await expect(page).toHaveURL(/\/bitcoin-atms$/);
  await page.goto('/es');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Cajeros' }).click();
  await expect(page).toHaveURL(/\/cajeros-bitcoin$/);
  await expectHeading(page);
});
