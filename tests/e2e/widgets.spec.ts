// Floating widgets (issue 6): the call-me form on the Spain host, chat and call links elsewhere.
import { devices, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { API, expect, marketHost, test, translation as tr } from './fixtures';

const ES = marketHost('es');

async function openCallMe(page: Page, lang: 'en' | 'es' = 'en') {
  const t = (key: string) => tr(lang, key);
  await page.goto(`${ES}/${lang}`);
  const toggle = page.getByRole('button', { name: t('widgets.callMe.open') });
  await toggle.click();
  const panel = page.getByRole('dialog', { name: t('widgets.callMe.greeting') });
  await expect(panel).toBeVisible();
  return {
    t,
    toggle,
    panel,
    phone: panel.getByRole('textbox', { name: t('widgets.callMe.phoneLabel') }),
    submit: panel.getByRole('button', { name: t('widgets.callMe.submit') }),
  };
}

test.describe('call-me widget on the Spain host', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`shows every validation message in order (/${lang})`, async ({ page }) => {
      const { t, phone, submit, panel } = await openCallMe(page, lang);
      await expect(phone).toBeFocused();
      const error = panel.getByRole('alert');
      await submit.click();
      await expect(error).toHaveText(t('validation.writeNumber'));
      await phone.fill('61234567');
      await submit.click();
      await expect(error).toHaveText(t('validation.phoneDigits'));
      await phone.fill('512345678');
      await submit.click();
      await expect(error).toHaveText(t('validation.validPhone'));
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(new RegExp(t('validation.validPhone')));
    });
  }

  test('success sends the exact call-back body and the phone lead', async ({ page }) => {
    const { phone, submit, panel } = await openCallMe(page);
    await phone.fill('+34 612 34 56 78');
    const [callBack, lead] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && /\/telephony\/ivrs\/[\w-]+\/callback$/.test(r.url())),
      page.waitForRequest((r) => r.method() === 'GET' && r.url().includes('/rates/phone-lead?')),
      submit.click(),
    ]);
    expect(callBack.postDataJSON()).toEqual({ to_number: 34612345678, timeout: 60, clir: false });
    expect(typeof callBack.postDataJSON().to_number).toBe('number');
    expect(await callBack.headerValue('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new URL(lead.url()).searchParams.get('phone')).toBe('612345678');
    await expect(panel.getByRole('status')).toHaveText(tr('en', 'common.success.phoneSent'));
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });

  async function expectFailureMessages(page: Page, context: BrowserContext, fault: string) {
    await context.addCookies([{ name: 'x-demo-fault', value: fault, url: `${ES}/telephony/` }]);
    const { phone, submit, panel } = await openCallMe(page);
    await phone.fill('712345678');
    const answer = page.waitForResponse((r) => r.url().includes('/telephony/') && r.request().method() === 'POST');
    await submit.click();
    expect((await answer).status()).toBe(Number(fault));
    await expect(panel.getByRole('alert')).toHaveText(tr('en', 'errors.callMeFailedField'));
    // Said once, in the field (issue 17): no snackbar repeats it.
    await expect(page.locator('.snackbar')).toHaveCount(0);
    await expect(phone).toHaveValue('712345678');
  }

  test('a call-back service refusing the request (4xx) shows the failure once, in the field, and keeps the number', async ({
    page,
    context,
  }) => {
    await expectFailureMessages(page, context, '422');
  });

  test.describe('without a service worker (no outbox to hold the request)', () => {
    test.use({ serviceWorkers: 'block' });
    test('a failing call-back service (500) shows the failure once, in the field, and keeps the number', async ({ page, context }) => {
      await expectFailureMessages(page, context, '500');
    });
  });

  test('closing clears the field, hides the error and resets the prompt', async ({ page }) => {
    const { phone, submit, panel, toggle } = await openCallMe(page);
    await phone.fill('123');
    await submit.click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await panel.getByRole('button', { name: tr('en', 'common.close') }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(phone).toHaveValue('');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText(tr('en', 'widgets.callMe.prompt'));
  });

  test('Escape and a click outside close the panel; Escape returns focus to the button', async ({ page }) => {
    const { panel, toggle, phone } = await openCallMe(page);
    await phone.fill('6');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    // An HTML popover's button: the browser tells assistive tech whether the panel is open.
    await expect(toggle).toHaveAttribute('popovertarget', 'call-me-panel');
    await toggle.click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('');
    await page.locator('h1').click();
    await expect(panel).toBeHidden();
  });

  test('axe: no serious or critical violation with the panel open', async ({ page }) => {
    const { phone, submit } = await openCallMe(page);
    await submit.click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('no chat links on the Spain host', async ({ page }) => {
    await page.goto(`${ES}/es`);
    await expect(page.getByRole('button', { name: tr('es', 'widgets.callMe.open') })).toBeVisible();
    await expect(page.locator('a[href^="https://wa.me"]')).toHaveCount(0);
  });
});

async function marketRecord(request: import('@playwright/test').APIRequestContext, id: number) {
  const { data } = await (await request.get(`${API}/cms/api/markets/${id}`)).json();
  return data.attributes as { Whatsapp: string; Telegram: string };
}

test.describe('chat and call links on the other hosts', () => {
  test('Paraguay: WhatsApp, Telegram and the Paraguay number, no call-me button', async ({ page, request }) => {
    const market = await marketRecord(request, 2);
    await page.goto(`${marketHost('py')}/en`);
    const links = page.getByRole('navigation', { name: tr('en', 'widgets.chat.label') });
    await expect(links.getByRole('link', { name: new RegExp(tr('en', 'widgets.chat.whatsapp')) })).toHaveAttribute(
      'href',
      `https://wa.me/${market.Whatsapp}`,
    );
    await expect(links.getByRole('link', { name: new RegExp(tr('en', 'widgets.chat.telegram')) })).toHaveAttribute(
      'href',
      `https://t.me/${market.Telegram}`,
    );
    await expect(links.getByRole('link', { name: tr('en', 'widgets.chat.call').replace('{{number}}', '+595217289000') })).toHaveAttribute(
      'href',
      'tel:+595217289000',
    );
    await expect(page.getByRole('button', { name: tr('en', 'widgets.callMe.open') })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const code of ['pa', 'ar']) {
    test(`${code}.localhost dials the Panama number`, async ({ page }) => {
      await page.goto(`${marketHost(code)}/es`);
      await expect(page.locator('.chat-links a[href^="tel:"]')).toHaveAttribute('href', 'tel:+5078337000');
      await expect(page.getByRole('button', { name: tr('es', 'widgets.callMe.open') })).toHaveCount(0);
    });
  }

  test('axe: no serious or critical violation with the chat links shown', async ({ page }) => {
    await page.goto(`${marketHost('py')}/es`);
    await expect(page.locator('.chat-links a')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('on a mobile device', () => {
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('the Telegram link opens the app through tg://', async ({ page, request }) => {
    const market = await marketRecord(request, 2);
    await page.goto(`${marketHost('py')}/es`);
    await expect(page.locator('.chat-links a.telegram')).toHaveAttribute('href', `tg://resolve?domain=${market.Telegram}`);
  });
});

test.describe('select with search', () => {
  test('axe: no serious or critical violation with a select open (exchange calculator)', async ({ page }) => {
    await page.goto(`${ES}/buy`);
    const combo = page.getByRole('combobox').first();
    await combo.click();
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox').first()).toBeVisible();
    await expect(page.locator('.dropdown-backdrop')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  });
});
