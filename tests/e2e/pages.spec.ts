// Content pages: real content, SEO meta, help search, axe. Their forms and consent: page-forms.spec.ts.
import { seriousViolations } from './axe';
import { expect, expectHeading, test, translation as tr } from './fixtures';
import { openInLanguage as open } from './open-in-language';

const PAGES: Array<{ name: string; es: string; en: string }> = [
  { name: 'home', es: '/es', en: '/en' },
  { name: 'contact', es: '/contacto', en: '/contact' },
  { name: 'franchise', es: '/franquicia', en: '/franchise' },
  { name: 'who we are', es: '/quienes-somos', en: '/who-we-are' },
  { name: 'help center', es: '/centro-ayuda', en: '/help-center' },
  { name: 'help page', es: '/pagina-ayuda/what-is-a-wallet', en: '/help-page/what-is-a-wallet' },
  { name: 'content page', es: '/paginas/privacy-policy', en: '/pages/privacy-policy' },
  { name: 'pay', es: '/pagos', en: '/pay' },
  { name: 'app', es: '/app', en: '/app' },
  { name: 'event', es: '/mwc', en: '/mwc' },
];

for (const lang of ['es', 'en'] as const) {
  for (const { name, ...paths } of PAGES) {
    test(`${name} (${lang}) shows its content, SEO meta and no serious axe violation`, async ({ page }) => {
      await open(page, lang, paths[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const main = page.locator('main');
      await expect(main.locator('h2').first()).toBeVisible();
      expect((await main.innerText()).length).toBeGreaterThan(400);
      expect((await page.title()).trim()).not.toBe('');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      // Plain localhost is not one of the market's hosts: the canonical names the market's first host (es.localhost).
      const canonical = new URL(page.url());
      if (canonical.hostname === 'localhost') canonical.hostname = 'es.localhost';
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical.href);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('each page shows the content of its language', async ({ page }) => {
  await open(page, 'es', '/quienes-somos');
  await expect(page.getByRole('heading', { name: 'Nuestra historia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lucía Fernández' })).toBeVisible();
  await expect(page.locator('img.team-photo').first()).toHaveAttribute('width', /\d+/);
  await open(page, 'en', '/who-we-are');
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  await expect(page.getByText('COO and co-founder')).toBeVisible();
  await open(page, 'en', '/pages/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Your rights', level: 2 })).toBeVisible();
  await open(page, 'en', '/en');
  await expect(page.getByRole('heading', { level: 2, name: tr('en', 'pages.home.prices') })).toBeVisible();
  await expect(page.locator('.price-item').first()).toContainText('€');
  await expect(page.locator('a[href^="/atm/"]').first()).toBeVisible();
});

test('/comprar links hreflang="en" to /buy and hreflang="es" to itself', async ({ page }) => {
  await page.goto('/comprar');
  await expectHeading(page);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/buy$/);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/comprar$/);
});

for (const [lang, path, word, highlighted, title] of [
  ['es', '/centro-ayuda', 'RECUPERACION', 'recuperación', '¿Qué es un monedero de criptomonedas?'],
  ['en', '/help-center', 'Recovery', 'recovery', 'What is a crypto wallet?'],
] as const) {
  test(`help search finds an article by a word in its body and says when nothing matches (${lang})`, async ({ page }) => {
    await open(page, lang, path);
    const search = page.getByRole('searchbox', { name: tr(lang, 'help.searchLabel') });
    await search.fill(word);
    const result = page.locator('.help-results').getByRole('link', { name: title });
    await expect(result).toBeVisible();
    await expect(page.locator('.help-results mark').first()).toHaveText(highlighted);
    await search.fill('xyzzyqwerty');
    await expect(page.getByRole('status').filter({ hasText: tr(lang, 'errors.noResults') })).toBeVisible();
    await search.fill(word.toLowerCase());
    await result.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
}

test('content the service refuses sends the visitor home; one it fails to answer keeps the address (page started from the shell, as the installed app)', async ({
  page,
  context,
  request,
}) => {
  const shell = await (await request.get('/index.html')).text();
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest() ? route.fulfill({ contentType: 'text/html', body: shell }) : route.fallback(),
  );
  await context.addCookies([{ name: 'x-demo-fault', value: '404', domain: 'localhost', path: '/cms/api/contact' }]);
  await page.goto('/contacto');
  await expect(page).toHaveURL(/\/es$/);
  await expectHeading(page);
  await context.addCookies([{ name: 'x-demo-fault', value: '404', domain: 'localhost', path: '/cms/api/franchise' }]);
  await page.goto('/franchise');
  await expect(page).toHaveURL(/\/en$/);
  // A 5xx says nothing about the content: the page stays where it is and says it is not saved here.
  await context.addCookies([{ name: 'x-demo-fault', value: '500', domain: 'localhost', path: '/cms/api/pay-page' }]);
  await page.goto('/pagos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('es', 'offline.notSaved.title'));
  await expect(page).toHaveURL(/\/pagos$/);
});

test('content the service says is missing sends the visitor home from the server too (302)', async ({ request }) => {
  // The demo server passes its fault header on to the render's own calls.
  const answer = await request.get('/contacto', { headers: { 'x-demo-fault': '404@/cms/api/contact' }, maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/es');
});

test('an unknown help or content slug is the 404 page', async ({ page }) => {
  await page.goto('/pagina-ayuda/no-such-article');
  await expect(page).toHaveURL(/\/errors\/404$/);
  await page.goto('/pages/no-such-page');
  await expect(page).toHaveURL(/\/errors\/404$/);
});
