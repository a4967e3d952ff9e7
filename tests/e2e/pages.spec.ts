// Content pages (issue 3): real content, SEO meta, help search, forms, newsletter, consent, axe.
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { API, expect, expectClientReady, expectHeading, marketHost, test, translation as tr } from './fixtures';

type Lang = 'es' | 'en';

/**
 * Opens a page in a language. Neutral paths (/app, /mwc) keep the language the visitor was reading,
 * so in English they are reached from an English page without a reload.
 */
async function open(page: Page, lang: Lang, path: string) {
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

test('a failing content call sends the visitor home (page started from the shell, as the installed app)', async ({
  page,
  context,
  request,
}) => {
  const shell = await (await request.get('/index.html')).text();
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest() ? route.fulfill({ contentType: 'text/html', body: shell }) : route.fallback(),
  );
  await context.addCookies([{ name: 'x-demo-fault', value: '500', domain: 'localhost', path: '/cms/api/contact' }]);
  await page.goto('/contacto');
  await expect(page).toHaveURL(/\/es$/);
  await expectHeading(page);
  await context.addCookies([{ name: 'x-demo-fault', value: '500', domain: 'localhost', path: '/cms/api/franchise' }]);
  await page.goto('/franchise');
  await expect(page).toHaveURL(/\/en$/);
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

async function deliveries(page: Page, kind: string) {
  const body = (await (await page.request.get(`${API}/__demo/deliveries`)).json()) as {
    items: Array<{ kind: string; key: string; body: Record<string, unknown> }>;
  };
  return body.items.filter((item) => item.kind === kind);
}

for (const lang of ['es', 'en'] as const) {
  test(`contact form shows each validation message, keeps the input and submits (${lang})`, async ({ page }) => {
    const t = (key: string, params?: Record<string, string | number>) => tr(lang, key, params);
    await open(page, lang, lang === 'es' ? '/contacto' : '/contact');
    const form = page.locator('form.site-form');
    const name = form.getByRole('textbox', { name: t('forms.name') });
    const email = form.getByRole('textbox', { name: t('forms.email') });
    const phone = form.getByRole('textbox', { name: t('forms.phoneOptional') });
    const message = form.getByRole('textbox', { name: t('forms.message') });
    const submit = form.getByRole('button', { name: lang === 'es' ? 'Enviar mensaje' : 'Send message' });
    await submit.click();
    await expect(name).toHaveAccessibleDescription(t('validation.required'));
    await expect(name).toBeFocused();
    await expect(email).toHaveAccessibleDescription(t('validation.required'));
    await expect(form.getByRole('combobox', { name: t('forms.topic') })).toHaveAccessibleDescription(t('validation.selectOption'));
    await expect(message).toHaveAccessibleDescription(new RegExp(t('validation.required')));

    await name.fill('R2D2');
    await email.fill('ana@');
    await phone.fill('123');
    await message.fill('x'.repeat(2001));
    await expect(name).toHaveAccessibleDescription(t('validation.alphabetic'));
    await expect(email).toHaveAccessibleDescription(t('validation.invalidEmail'));
    await expect(phone).toHaveAccessibleDescription(t('validation.invalidPhone'));
    await expect(message).toHaveAccessibleDescription(new RegExp(t('validation.maxLength', { count: 2000 })));
    await expect(name).toHaveValue('R2D2');

    const address = `contact-${lang}-${Date.now()}@example.com`;
    await name.fill('Lucía Pérez');
    await email.fill(address);
    await phone.fill('+34 612 345 678');
    await form.getByRole('combobox', { name: t('forms.topic') }).click();
    await page.getByRole('option', { name: lang === 'es' ? 'Un cajero' : 'An ATM' }).click();
    await message.fill('Hola, tengo una pregunta.');
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: lang === 'es' ? 'hemos recibido tu mensaje' : 'we have received your message' }),
    ).toBeVisible();
    const sent = (await deliveries(page, 'contact')).find((item) => item.body.email === address);
    expect(sent?.body).toEqual({
      name: 'Lucía Pérez',
      email: address,
      phone: '+34612345678',
      topic: 'atm',
      message: 'Hola, tengo una pregunta.',
    });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  test(`franchise form shows each validation message and submits (${lang})`, async ({ page }) => {
    const t = (key: string, params?: Record<string, string | number>) => tr(lang, key, params);
    await open(page, lang, lang === 'es' ? '/franquicia' : '/franchise');
    const form = page.locator('form.site-form');
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    const submit = form.getByRole('button', { name: lang === 'es' ? 'Enviar solicitud' : 'Send request' });
    await submit.click();
    for (const label of ['forms.name', 'forms.email', 'forms.phone', 'forms.city', 'forms.postalCode'])
      await expect(field(t(label))).toHaveAccessibleDescription(t('validation.required'));
    await expect(form.getByRole('combobox', { name: t('forms.investment') })).toHaveAccessibleDescription(t('validation.selectOption'));
    await expect(form.getByRole('combobox', { name: t('forms.interests') })).toHaveAccessibleDescription(
      new RegExp(t('validation.selectOption')),
    );

    await field(t('forms.name')).fill('A'.repeat(81));
    await field(t('forms.email')).fill('pablo@example');
    await field(t('forms.phone')).fill('12');
    await field(t('forms.city')).fill('Madrid 2');
    await field(t('forms.postalCode')).fill('99999');
    await expect(field(t('forms.name'))).toHaveAccessibleDescription(t('validation.maxLength', { count: 80 }));
    await expect(field(t('forms.email'))).toHaveAccessibleDescription(t('validation.invalidEmail'));
    await expect(field(t('forms.phone'))).toHaveAccessibleDescription(t('validation.invalidPhone'));
    await expect(field(t('forms.city'))).toHaveAccessibleDescription(t('validation.alphabetic'));
    await expect(field(t('forms.postalCode'))).toHaveAccessibleDescription(
      t('validation.invalidPostalCode', { country: lang === 'es' ? 'España' : 'Spain' }),
    );

    const address = `franchise-${lang}-${Date.now()}@example.com`;
    await field(t('forms.name')).fill('Pablo Navarro');
    await field(t('forms.email')).fill(address);
    await field(t('forms.phone')).fill('612345678');
    await field(t('forms.city')).fill('Valladolid');
    await field(t('forms.postalCode')).fill('47001');
    await form.getByRole('combobox', { name: t('forms.investment') }).click();
    await page.getByRole('option', { name: lang === 'es' ? 'Entre 10.000 € y 25.000 €' : '€10,000 to €25,000' }).click();
    await form.getByRole('combobox', { name: t('forms.interests') }).click();
    await page.getByRole('option', { name: lang === 'es' ? 'Ser tienda asociada' : 'Become a partner store' }).click();
    await page.keyboard.press('Escape');
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: lang === 'es' ? 'Gracias por tu interés' : 'Thank you for your interest' }),
    ).toBeVisible();
    const sent = (await deliveries(page, 'franchise')).find((item) => item.body.email === address);
    expect(sent?.body).toMatchObject({ city: 'Valladolid', postalCode: '47001', investment: '10k-25k', interests: ['store-partner'] });
  });
}

test('franchise postal codes follow the market: Bolivia has none, Argentina takes the CPA format', async ({ page }) => {
  await page.goto(`${marketHost('bo')}/franquicia`);
  await expectHeading(page);
  await expect(page.getByRole('textbox', { name: tr('es', 'forms.postalCodeOptional') })).toHaveAccessibleDescription(
    tr('es', 'forms.noPostalCodes', { country: 'Bolivia' }),
  );
  await page.goto(`${marketHost('ar')}/franquicia`);
  await expectHeading(page);
  const postal = page.getByRole('textbox', { name: tr('es', 'forms.postalCode'), exact: true });
  await postal.fill('X1234');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(postal).toHaveAccessibleDescription(tr('es', 'validation.invalidPostalCode', { country: 'Argentina' }));
  await postal.fill('C1425DKF');
  await expect(postal).not.toHaveAttribute('aria-invalid', 'true');
});

for (const lang of ['es', 'en'] as const) {
  test(`newsletter refuses a bad email and thanks a good one (${lang})`, async ({ page }) => {
    await open(page, lang, lang === 'es' ? '/pagos' : '/pay');
    const footer = page.locator('footer');
    const email = footer.getByRole('textbox', { name: tr(lang, 'newsletter.emailLabel') });
    const submit = footer.getByRole('button', { name: tr(lang, 'newsletter.subscribe') });
    await email.fill('not-an-email');
    await submit.click();
    await expect(email).toHaveAccessibleDescription(tr(lang, 'validation.invalidEmail'));
    await expect(email).toHaveValue('not-an-email');
    const address = `news-${lang}-${Date.now()}@example.com`;
    await email.fill(address);
    const [get, post] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/newsletter/subscribe') && request.method() === 'GET'),
      page.waitForRequest((request) => request.url().includes('/newsletter/subscribe') && request.method() === 'POST'),
      submit.click(),
    ]);
    expect(new URL(get.url()).searchParams.get('email')).toBe(address);
    expect(post.postData()).toBeNull();
    expect(post.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(footer.getByRole('status')).toHaveText(tr(lang, 'common.success.subscribed'));
  });
}

test('contact details copy to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'en', '/contact');
  await page.getByRole('button', { name: tr('en', 'pages.contact.copyAddress') }).click();
  await expect(page.getByText(tr('en', 'common.success.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Calle de Alcalá, 54');
});

test('consent: the tag manager loads only after accepting analytics, and the choice can be changed', async ({ page }) => {
  const gtm = page.locator('script[src^="https://www.googletagmanager.com/gtm.js"]');
  await page.goto('/es');
  await expectHeading(page);
  const banner = page.getByRole('region', { name: tr('es', 'consent.title') });
  await expect(banner).toBeVisible();
  await expect(gtm).toHaveCount(0);
  await banner.getByRole('button', { name: tr('es', 'consent.accept') }).click();
  await expect(banner).toBeHidden();
  await expect(gtm).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-ES00001');

  await page.reload();
  await expectHeading(page);
  await expect(page.locator('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-ES00001"]')).toHaveCount(1);
  await expect(banner).toBeHidden();

  await page
    .locator('footer')
    .getByRole('button', { name: tr('es', 'consent.settings') })
    .click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: tr('es', 'consent.reject') }).click();
  await page.reload();
  await expectHeading(page);
  await expect(gtm).toHaveCount(0);
  await expect(banner).toBeHidden();
});

test('consent: each market loads its own container, and nothing third-party before a choice', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (!host.endsWith('localhost') && host !== '127.0.0.1') thirdParty.push(request.url());
  });
  await page.goto(`${marketHost('py')}/es`);
  await expectHeading(page);
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await page.getByRole('button', { name: tr('es', 'consent.accept') }).click();
  await expect(page.locator('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-PY00002"]')).toHaveCount(1);
});
