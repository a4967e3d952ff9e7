// Content pages' forms (deliveries, franchise, contact), the contact card's copy, and consent.
import type { Page } from '@playwright/test';
import { API, expect, expectHeading, marketHost, test, translation as tr } from './fixtures';
import { openInLanguage as open } from './open-in-language';

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
