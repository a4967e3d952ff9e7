import { API, PORT, expect, expectHeading, marketHost, test } from './fixtures';

const markets = [
  { code: 'es', id: 1 },
  { code: 'py', id: 2 },
  { code: 'pa', id: 4 },
  { code: 'ar', id: 5 },
  { code: 'cr', id: 6 },
  { code: 'bo', id: 7 },
];

for (const { code, id } of markets) {
  test(`${code}.localhost starts and loads market ${id}`, async ({ page }) => {
    // The server render asks for the market record of the host and hands it to the page with its HTML.
    await page.goto(`${marketHost(code)}/`);
    await expect(page).toHaveURL(/\/es$/);
    await expectHeading(page);
    const rendered = await page.evaluate(() => JSON.parse(document.getElementById('ssr-state')?.textContent ?? 'null'));
    expect(rendered.app.marketId).toBe(id);
    expect(
      rendered.queries.queries.some((query: { queryKey: unknown[] }) => query.queryKey[0] === 'market' && query.queryKey[1] === id),
    ).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-client', 'ready');
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('crypto-web:settings') ?? 'null'));
    expect(settings).toMatchObject({ market: { id, Name: expect.any(String) }, realLocale: 'es', defaultFiat: expect.any(String) });
  });

  test(`${code}.localhost from the shell (installed app) asks for market ${id} itself`, async ({ page, request }) => {
    const shell = await (await request.get(`${API}/index.html`)).text();
    await page.route('**/*', (route) =>
      route.request().isNavigationRequest() ? route.fulfill({ contentType: 'text/html', body: shell }) : route.fallback(),
    );
    const marketCall = page.waitForResponse((response) => /\/cms\/api\/markets\/\d+$/.test(new URL(response.url()).pathname));
    await page.goto(`${marketHost(code)}/es`);
    const response = await marketCall;
    expect(new URL(response.url()).pathname).toBe(`/cms/api/markets/${id}`);
    expect(response.status()).toBe(200);
    await expectHeading(page);
  });
}

test('plain localhost is the Spain market and English routes persist en', async ({ page }) => {
  await page.goto('/en');
  await expectHeading(page);
  // The heading is in the server's HTML; the settings are saved once the code has started.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('crypto-web:settings') ?? 'null')))
    .toMatchObject({ market: { id: 1 }, locale: 'en', realLocale: 'en', defaultFiat: 'EUR' });
});

test('when the market call fails, start-up (from the shell) uses the persisted market', async ({ page, context, request }) => {
  await page.goto('/es');
  await expectHeading(page);
  // The installed app starts from the shell, and asks for the market itself: that call fails.
  const shell = await (await request.get(`${API}/index.html`)).text();
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest() ? route.fulfill({ contentType: 'text/html', body: shell }) : route.fallback(),
  );
  await context.addCookies([{ name: 'x-demo-fault', value: '500', url: `http://localhost:${PORT}/cms/api/markets/` }]);
  await page.reload();
  await expectHeading(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test.describe('a store or ATM of another market', () => {
  // Spain's ATM 1001 and store 1, Paraguay's ATM 1100 (demo-api/data/cities.ts).
  test('the server sends it to its own market site, at the address the visitor wrote', async ({ request }) => {
    const cases = [
      { host: 'py.localhost', path: '/cajero/1001', to: `${marketHost('es')}/cajero/1001` },
      { host: 'bo.localhost', path: '/store/1?ref=chat', to: `${marketHost('es')}/store/1?ref=chat` },
      { host: 'localhost', path: '/atm/1100', to: `${marketHost('py')}/atm/1100` },
      { host: 'pa.localhost', path: '/cajero-bitcoin/1100', to: `${marketHost('py')}/cajero-bitcoin/1100` },
    ];
    for (const { host, path, to } of cases) {
      const response = await request.get(`${API}${path}`, { headers: { host: `${host}:${PORT}` }, maxRedirects: 0 });
      expect(response.status(), `${host}${path}`).toBe(301);
      expect(response.headers().location, `${host}${path}`).toBe(to);
    }
    // Its own market's host shows it.
    const own = await request.get(`${API}/atm/1100`, { headers: { host: `py.localhost:${PORT}` }, maxRedirects: 0 });
    expect(own.status()).toBe(200);
  });

  test('the installed app (the shell renders) goes to its market site too', async ({ page, request }) => {
    const shell = await (await request.get(`${API}/index.html`)).text();
    await page.route('**/*', (route) =>
      route.request().isNavigationRequest() ? route.fulfill({ contentType: 'text/html', body: shell }) : route.fallback(),
    );
    await page.goto(`${marketHost('py')}/cajero/1001`);
    await expect(page).toHaveURL(`${marketHost('es')}/cajero/1001`);
    await expectHeading(page);
    // The ATM's fees are in the currency of its own market.
    await expect(page.locator('main')).toContainText('€');
  });
});
