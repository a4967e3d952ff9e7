import { expect, expectHeading, marketHost, test } from './fixtures';

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
    const marketCall = page.waitForResponse((response) => /\/cms\/api\/markets\/\d+$/.test(new URL(response.url()).pathname));
    await page.goto(`${marketHost(code)}/`);
    const response = await marketCall;
    expect(new URL(response.url()).pathname).toBe(`/cms/api/markets/${id}`);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/es$/);
    await expectHeading(page);
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('crypto-web:settings') ?? 'null'));
    expect(settings).toMatchObject({ market: { id }, realLocale: 'es', defaultFiat: expect.any(String) });
  });
}

test('plain localhost is the Spain market and English routes persist en', async ({ page }) => {
  await page.goto('/en');
  await expectHeading(page);
  const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('crypto-web:settings') ?? 'null'));
  expect(settings).toMatchObject({ market: { id: 1 }, locale: 'en', realLocale: 'en', defaultFiat: 'EUR' });
});

test('when the market call fails, start-up uses the persisted market', async ({ page, context }) => {
  await page.goto('/es');
  await expectHeading(page);
  await context.addCookies([{ name: 'x-demo-fault', value: '500', url: 'http://localhost:4173/cms/api/markets/' }]);
  await page.reload();
  await expectHeading(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
