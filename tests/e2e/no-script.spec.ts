// Native first: with JavaScript off, what HTML can do works. The finder's search and filters are a GET
// form the server answers with the same search module as the browser, the phone menu is an HTML popover
// and its links are links, and the help center's search is a GET form too.
import { expect, test, translation } from './fixtures';

test.use({ javaScriptEnabled: false });

test('the finder searches without a script: the server lists Valencia’s ATMs', async ({ page }) => {
  await page.goto('/cajeros');
  await page.getByRole('searchbox', { name: translation('es', 'finder.search.label') }).fill('Valencia');
  await page.getByRole('searchbox', { name: translation('es', 'finder.search.label') }).press('Enter');
  // A form sent by the browser names every field: the coin's "any" is an empty value.
  await expect(page).toHaveURL(/\/cajeros\?q=Valencia&coin=$/);
  const results = page.locator('.finder-list > li');
  await expect(results.first()).toBeVisible();
  for (const item of await results.all()) await expect(item).toContainText('Valencia');
  await expect(page.getByRole('searchbox', { name: translation('es', 'finder.search.label') })).toHaveValue('Valencia');
  await expect(page.locator('#finder-count')).toHaveText(translation('es', 'finder.results.atm_other', { count: await results.count() }));
});

test('the finder’s filters apply without a script, and the server counts what each would leave', async ({ page }) => {
  await page.goto('/cajeros-bitcoin?q=Madrid');
  const allDay = page.getByRole('checkbox', { name: translation('es', 'finder.filters.h24') });
  const promised = Number(await allDay.locator('xpath=..').locator('.finder-filter-count [aria-hidden]').textContent());
  await allDay.check();
  await page.getByRole('button', { name: translation('es', 'finder.filters.apply') }).click();
  await expect(page).toHaveURL(/\?q=Madrid&h24=1&coin=$/);
  await expect(page.getByRole('checkbox', { name: translation('es', 'finder.filters.h24') })).toBeChecked();
  await expect(page.locator('.finder-list > li')).toHaveCount(Math.min(promised, 30));
  for (const item of await page.locator('.finder-list > li').all()) await expect(item).toContainText('Madrid');
  // "Clear" is a link to the same search without filters.
  await page.getByRole('link', { name: translation('es', 'finder.filters.clear') }).click();
  await expect(page).toHaveURL(/\?q=Madrid$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('the menu opens and closes without a script, and its links work', async ({ page }) => {
    await page.goto('/es');
    const menu = page.locator('#main-nav');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: translation('es', 'common.nav.menu') }).click();
    await expect(menu).toBeVisible();
    // Every page is listed, those under "More" on a wide screen too.
    await expect(menu.getByRole('link', { name: translation('es', 'common.nav.app') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: translation('es', 'common.nav.menu') }).click();
    await menu.getByRole('link', { name: translation('es', 'common.nav.atms') }).click();
    await expect(page).toHaveURL(/\/cajeros-bitcoin$/);
    await expect(page.locator('h1')).toHaveText(/Cajeros/);
  });
});

test('"More" opens without a script on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/es');
  const more = page.locator('#nav-more-list');
  await expect(more).toBeHidden();
  await page.getByRole('button', { name: translation('es', 'common.nav.more') }).click();
  await expect(more).toBeVisible();
  await more.getByRole('link', { name: translation('es', 'common.nav.franchise') }).click();
  await expect(page).toHaveURL(/\/franquicia$/);
});

test('the help center searches without a script', async ({ page }) => {
  await page.goto('/centro-ayuda');
  const search = page.getByRole('searchbox', { name: translation('es', 'help.searchLabel') });
  await search.fill('comisiones');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/centro-ayuda\?q=comisiones$/);
  await expect(page.locator('.help-results li').first()).toBeVisible();
});
