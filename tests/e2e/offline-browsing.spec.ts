// The product's core promise: after ONE online visit of /es, the finder, the help center and the
// last prices work without a connection, and a call-me request waits and is delivered once.
import type { BrowserContext } from '@playwright/test';
import { expect, marketHost, test } from './fixtures';
import { deliveriesWithKeys, oneOnlineVisit } from './offline-helpers';
import { API } from './fixtures';

test.describe.configure({ mode: 'serial' });

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

test('after one online visit of /es, the finder, help center and last prices work offline', async ({ page, context }) => {
  await oneOnlineVisit(page);
  await goOffline(context);

  await page.goto('/cajeros');
  await expect(page.getByRole('status').filter({ hasText: 'Estás sin conexión' })).toBeVisible();
  await expect(page.locator('.finder-result').first()).toBeVisible();

  await page.goto('/cajeros/28013');
  await expect(page.locator('.finder-result').first().locator('.finder-result-address')).toContainText('28013 Madrid');

  await page.locator('.finder-result').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/cajero-bitcoin\/\d+$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('h1')).not.toHaveText('Página no encontrada');

  await page.goto('/centro-ayuda');
  const search = page.getByRole('searchbox').first();
  await search.fill('comisiones');
  await expect(page.locator('.help-results mark').first()).toBeVisible();
  await page.locator('.help-results a').first().click();
  await expect(page).toHaveURL(/\/pagina-ayuda\/[\w-]+$/);
  await expect(page.locator('h1')).not.toHaveText('Página no encontrada');

  await page.goto('/comprar/btc');
  await expect(page.getByTestId('rate-status')).toContainText(/\d{2}:\d{2}/);
  await page.locator('#exchange-fiat-amount').fill('1000');
  await expect(page.locator('#exchange-coin-amount')).not.toHaveValue('');
  await context.setOffline(false);
});

test('call-me sent offline is queued, survives three reloads and is delivered once', async ({ page, context, request }) => {
  const es = marketHost('es');
  await oneOnlineVisit(page, es);
  await goOffline(context);
  await page.reload();
  await page.getByRole('button', { name: 'Pídanos que le llamemos' }).click();
  const phone = `6${String(Date.now()).slice(-8)}`;
  const callBack = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/callback'));
  await page.getByRole('dialog').getByRole('textbox').fill(phone);
  await page.getByRole('dialog').getByRole('button', { name: 'Llámenme' }).click();
  const key = (await callBack).headers()['idempotency-key']!;
  await expect(page.getByRole('dialog')).toContainText('En cola, se enviará cuando vuelvas a tener conexión');

  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.getByRole('button', { name: /1 solicitud pendiente/ })).toBeVisible();
  }
  expect(await deliveriesWithKeys(request, [key])).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await deliveriesWithKeys(request, [key])).length, { timeout: 30_000 }).toBe(1);
  await expect(page.getByText('Número de teléfono enviado con éxito, le contactaremos lo antes posible')).toBeVisible();
  await page.reload();
  await page.waitForTimeout(1000);
  expect(await deliveriesWithKeys(request, [key])).toHaveLength(1);
  const log = (await (await request.get(`${API}/__demo/deliveries`)).json()) as {
    items: Array<{ key: string; body: { to_number: number } }>;
  };
  expect(log.items.find((item) => item.key === key)?.body.to_number).toBe(Number(`34${phone}`));
});
