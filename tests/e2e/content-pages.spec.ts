// The content pages read what the content service really sends (issue 15). The expected copy is read
// from the content service itself, through the site's /cms path, so the same spec runs against the
// embedded stand-in (npm test), against the real Strapi of cms/ (npm run test:strapi), and through the
// nginx of the production set against Strapi on PostgreSQL (npm run test:topology).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API, expect, expectHeading, marketHost, test } from './fixtures';

/* eslint-disable @typescript-eslint/no-explicit-any -- CMS answers are read loosely, as JSON */
const cms = async (request: APIRequestContext, path: string): Promise<any> => {
  const res = await request.get(`${API}/cms/api/${path}`);
  expect(res.status(), path).toBe(200);
  return res.json();
};

/** The page's HTML as the server renders it, before any script runs. */
const serverHtml = async (request: APIRequestContext, path: string, host = '127.0.0.1') => {
  const res = await request.get(`${API}${path}`, { headers: { host: `${host}:${new URL(API).port}` } });
  expect(res.status(), path).toBe(200);
  return res.text();
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function expectShareImage(page: Page, upload: any) {
  const image = page.locator('meta[property="og:image"]');
  await expect(image).toHaveAttribute('content', new RegExp(`/cms${upload.url.replace(/[.]/g, '\\.')}$`));
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', String(upload.width));
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', String(upload.height));
  // Node cannot resolve the market host the canonical URL names: ask the same path on 127.0.0.1.
  const path = new URL((await image.getAttribute('content')) as string).pathname;
  const res = await page.request.get(API + path);
  expect(res.headers()['content-type']).toBe(upload.mime);
  // The file itself is as large as the tags say (a link preview crops anything else).
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, path);
  expect(size).toEqual([upload.width, upload.height]);
}

/** An image from the CMS upload `upload`, loaded, with its size reserved and a srcset of its formats. */
async function expectCmsImage(img: Locator, upload: any, loading: 'eager' | 'lazy') {
  await expect(img).toHaveAttribute('src', `/cms${upload.url}`);
  await expect(img).toHaveAttribute('width', String(upload.width));
  await expect(img).toHaveAttribute('height', String(upload.height));
  await expect(img).toHaveAttribute('srcset', new RegExp(`/cms${upload.formats.small.url} ${upload.formats.small.width}w`));
  await expect(img).toHaveAttribute('sizes', /.+/);
  await expect(img).toHaveAttribute('loading', loading);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

test('home shows the hero, its buttons and the share image the CMS holds (nested populate)', async ({ page, request }) => {
  const home = (await cms(request, 'home?locale=es&populate[0]=Hero.Cta&populate[1]=SEO.OpenGraphTags.ogImage')).data.attributes;
  expect(await serverHtml(request, '/es')).toContain(escapeHtml(home.Hero.Title));
  await page.goto('/es');
  await expect(page.locator('h1')).toHaveText(home.Hero.Title);
  await expect(page.getByRole('link', { name: home.Hero.Cta.Label }).first()).toBeVisible();
  await expectShareImage(page, home.SEO.OpenGraphTags.ogImage.data.attributes);
});

test('home shows the hero illustration beside the text on wide screens, at once and without moving anything; phones skip it', async ({
  page,
  request,
}) => {
  const hero = (await cms(request, 'home?locale=es&populate[0]=Hero.Image')).data.attributes.Hero.Image.data.attributes;
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        (window as unknown as { shift: number }).shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/es');
  const img = page.locator('.hero img');
  await expectCmsImage(img, hero, 'eager');
  // Decorative: the heading says it all.
  await expect(img).toHaveAttribute('alt', '');
  const [text, art] = await Promise.all([page.locator('.hero-text').boundingBox(), img.boundingBox()]);
  expect(art!.x).toBeGreaterThan(text!.x + text!.width - 1);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(img).toBeHidden();
});

// One language per test: each starts in a fresh browser context (no persisted query cache from the other).
for (const [lang, path] of [
  ['es', '/comprar'],
  ['en', '/buy'],
] as const) {
  test(`buy (${lang}) shows its title and SEO block`, async ({ page, request }) => {
    const buy = (await cms(request, `buy?locale=${lang}&populate[0]=SEO`)).data.attributes;
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText(buy.Title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', buy.SEO.MetaDescription);
  });
}

test('a help article and a content page show their body, rendered on the server', async ({ page, request }) => {
  const [article] = (await cms(request, 'help-pages?locale=es&pagination[pageSize]=1')).data;
  const html = await serverHtml(request, `/pagina-ayuda/${article.attributes.Slug}`);
  expect(html).toContain(escapeHtml(article.attributes.Title));
  await page.goto(`/pagina-ayuda/${article.attributes.Slug}`);
  await expect(page.locator('h1')).toHaveText(article.attributes.Title);
  await expect(page.locator('.rich-text')).not.toBeEmpty();

  const [content] = (await cms(request, 'pages?locale=en&pagination[pageSize]=1')).data;
  await page.goto(`/pages/${content.attributes.Slug}`);
  await expect(page.locator('h1')).toHaveText(content.attributes.Title);
  await expect(page.locator('.rich-text')).not.toBeEmpty();
});

test('who we are shows the team with their photos from the CMS uploads, sized and with a srcset', async ({ page, request }) => {
  const team = (await cms(request, 'teams?locale=es&populate[0]=Photo')).data;
  const withPhoto = team.find((member: any) => member.attributes.Photo.data);
  const photo = withPhoto.attributes.Photo.data.attributes;
  await page.goto('/quienes-somos');
  await expectHeading(page);
  const card = page.locator('.team-member').filter({ hasText: withPhoto.attributes.Name });
  const img = card.locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('src', `/cms${photo.url}`);
  await expect(img).toHaveAttribute('width', String(photo.width));
  if (photo.formats)
    await expect(img).toHaveAttribute('srcset', new RegExp(`/cms${photo.formats.thumbnail.url} ${photo.formats.thumbnail.width}w`));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
});

test('the ATM list and detail show a content record from past the first page of 100', async ({ page, request }) => {
  const first = await cms(request, 'atms?locale=es&populate[0]=Banner&pagination[pageSize]=1000');
  expect(first.data.length).toBeLessThanOrEqual(100);
  expect(first.meta.pagination.pageCount).toBeGreaterThanOrEqual(2);
  const second = await cms(request, 'atms?locale=es&populate[0]=Banner&pagination[page]=2&pagination[pageSize]=1000');
  const record = second.data.at(-1).attributes;
  // The market whose list holds that ATM, and its host.
  const hosts: Record<number, string> = { 1: 'es', 2: 'py', 4: 'pa', 5: 'ar', 6: 'cr', 7: 'bo' };
  let code: string | undefined;
  let postalCode: string | undefined;
  for (const [market, host] of Object.entries(hosts)) {
    const list = await (
      await request.get(`${API}/gateway/api/v1/webapp/public/webapp/atms/list-all-active?pageSizeReviews=0&market=${market}`)
    ).json();
    const atm = list.find((item: any) => item.id === record.ATMID);
    if (atm) [code, postalCode] = [host, atm.location?.postalCode];
  }
  expect(code).toBeDefined();
  await page.goto(`${marketHost(code!)}/cajeros${postalCode ? `/${encodeURIComponent(postalCode)}` : ''}`);
  const item = page.locator('.finder-result').filter({ has: page.locator(`a[href$="/${record.ATMID}"]`) });
  await expect(item.locator('.finder-result-title')).toHaveText(record.Banner.Title);

  expect(await serverHtml(request, `/cajero/${record.ATMID}`, `${code}.localhost`)).toContain(escapeHtml(record.Banner.Title));
  await page.goto(`${marketHost(code!)}/cajero/${record.ATMID}`);
  await expect(page.locator('h1')).toHaveText(record.Banner.Title);
  await expect(page.getByText(record.Banner.Subtitle).first()).toBeVisible();
});

test('an ATM page shows the photo of its content record, lazily and sized', async ({ page, request }) => {
  const [record] = (await cms(request, 'atms?locale=es&filters[ATMID][$eq]=1001&populate[0]=Banner.Image')).data;
  await page.goto('/cajero/1001');
  await expect(page.locator('h1')).toHaveText(record.attributes.Banner.Title);
  await expectCmsImage(page.locator('.location-photo'), record.attributes.Banner.Image.data.attributes, 'lazy');
});

for (const [name, path] of [
  ['buy', '/comprar'],
  ['atms-page', '/cajeros'],
  ['stores-page', '/tiendas'],
] as const) {
  test(`${path} shares its own Open Graph image from the CMS, 1200x630`, async ({ page, request }) => {
    const seo = (await cms(request, `${name}?locale=es&populate[0]=SEO.OpenGraphTags.ogImage`)).data.attributes.SEO;
    await page.goto(path);
    await expectHeading(page);
    await expectShareImage(page, seo.OpenGraphTags.ogImage.data.attributes);
  });
}
