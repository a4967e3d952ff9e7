// The production entry (src/server/production.ts) serves the built site with the server render and
// reaches the services by URL; here the demo backend runs as a separate process, standing in for them.
import { API, expect, test } from './fixtures';
import { proofFrom } from '../setup/solve-as-script';

const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 4174);
const production = (host = 'localhost') => `http://${host}:${PRODUCTION_PORT}`;

test.use({ serviceWorkers: 'block' });

test('renders pages from the outside services and hydrates them', async ({ page, request }) => {
  const html = await (await request.get(`http://127.0.0.1:${PRODUCTION_PORT}/cajero/1001`)).text();
  expect(html).toContain('"@type":"AutomatedTeller"');
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

  await page.goto(`${production('py.localhost')}/cajeros`);
  await expect(page.locator('html')).toHaveAttribute('data-client', /^(islands|app)$/);
  await expect(page.locator('h1')).toHaveText('Cajeros bitcoin');
  // The browser's own calls go through the same origin to the services.
  await page.getByLabel('Ciudad o código postal').fill('Asunción');
  await expect(page.locator('.finder-result').first()).toContainText('Asunción');
});

test('answers statuses and redirects like the demo server', async ({ request }) => {
  expect((await request.get(`http://127.0.0.1:${PRODUCTION_PORT}/no-such-page`)).status()).toBe(404);
  const home = await request.get(`http://127.0.0.1:${PRODUCTION_PORT}/`, { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe('/es');
});

test('forwards writes to the services and their answers back', async ({ request }) => {
  // Each write with a solved bot-check challenge of this server, as the page sends it (write-guard.ts).
  const asAPerson = async () => ({ headers: { 'x-form-proof': await proofFrom(`http://127.0.0.1:${PRODUCTION_PORT}`) } });
  const refused = await request.post(`http://127.0.0.1:${PRODUCTION_PORT}/newsletter/subscribe?email=not-an-email`, await asAPerson());
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ result: 'error' });
  const email = `production-${Date.now()}@example.es`;
  const accepted = await request.post(
    `http://127.0.0.1:${PRODUCTION_PORT}/newsletter/subscribe?email=${encodeURIComponent(email)}`,
    await asAPerson(),
  );
  expect(await accepted.json()).toEqual({ result: 'success' });
  const deliveries = await (await request.get(`${API}/__demo/deliveries`)).json();
  expect(JSON.stringify(deliveries.items)).toContain(email);
});
