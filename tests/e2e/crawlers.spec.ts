// What search engines and chat apps read, as their own tools read it, without JavaScript: robots.txt
// and the sitemap per host (robots-parser), a crawl from / (linkinator), the Nu Html Checker (vnu-jar,
// one run over a page of every kind, saved as the server sent it) and link previews (open-graph-scraper).
import dns from 'node:dns';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import robotsParser from 'robots-parser';
import { LinkChecker } from 'linkinator';
import ogs from 'open-graph-scraper';
import { imageSize } from 'image-size';
import { expect, marketHost, test } from './fixtures';

// Node cannot resolve *.localhost (browsers can): the crawler's and scraper's requests go to loopback.
const lookup = dns.lookup;
(dns as { lookup: unknown }).lookup = (host: string, ...rest: unknown[]) =>
  (lookup as (...args: unknown[]) => void)(host.endsWith('.localhost') ? '127.0.0.1' : host, ...rest);

/** Node's fetch (Playwright's request context resolves names in its own process). */
const get = (url: string) => fetch(url, { redirect: 'manual' });
const text = async (url: string) => (await get(url)).text();

const HOSTS = ['es', 'py'] as const;

/** Every <loc> of a host's sitemap. */
const sitemapUrls = async (origin: string) =>
  [...(await text(`${origin}/sitemap.xml`)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

// One after another in one worker (the crawl is load enough for this machine), a failure not skipping the rest.
test.describe.configure({ mode: 'default' });

test('each host serves its own robots.txt and sitemap, every listed URL on that host answering 200', async () => {
  test.setTimeout(180_000);
  for (const code of HOSTS) {
    const origin = marketHost(code);
    const robots = robotsParser(`${origin}/robots.txt`, await text(`${origin}/robots.txt`));
    expect(robots.getSitemaps()).toEqual([`${origin}/sitemap.xml`]);
    const sitemap = await text(`${origin}/sitemap.xml`);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(50);
    expect(sitemap).toContain('hreflang="x-default"');
    expect(sitemap).toContain('<lastmod>');
    for (const loc of locs) {
      expect(loc.startsWith(`${origin}/`), loc).toBe(true);
      expect((await get(loc)).status, loc).toBe(200);
    }
    // Paraguay's sitemap lists Paraguay's ATMs, Spain's lists Spain's.
    expect(sitemap).toContain(code === 'py' ? '/cajero-bitcoin/1100<' : '/cajero-bitcoin/1001<');
    expect(sitemap).not.toContain(code === 'py' ? '/cajero-bitcoin/1001<' : '/cajero-bitcoin/1100<');
  }
});

test('server HTML without JavaScript: footer legal links, risk warning link, one canonical for aliases, 404 for unknown coins, distinct titles', async () => {
  const es = marketHost('es');
  const home = await text(`${es}/es`);
  for (const path of ['/paginas/legal-notice', '/paginas/privacy-policy', '/paginas/terms']) expect(home).toContain(`href="${path}"`);
  expect(home).toMatch(/class="cnmv-banner"[\s\S]*?<a [^>]*href="\/paginas\/terms"[^>]*>esta ubicación<\/a>/);
  const canonical = async (path: string) => /<link rel="canonical" href="([^"]+)"/.exec(await text(es + path))?.[1];
  expect(await canonical('/cajeros')).toBe(`${es}/cajeros-bitcoin`);
  expect(await canonical('/cajeros-bitcoin')).toBe(`${es}/cajeros-bitcoin`);
  expect(await canonical('/bitcoin-atm/1001')).toBe(`${es}/atm/1001`);
  expect(await canonical('/atm/1001')).toBe(`${es}/atm/1001`);
  for (const path of ['/comprar/zzz-not-a-coin', '/comprar/BTC', '/sell/nope']) expect((await get(es + path)).status, path).toBe(404);
  const title = async (origin: string, path: string) => /<title>([^<]*)<\/title>/.exec(await text(origin + path))?.[1];
  expect(await title(es, '/comprar/eth')).toBe('Comprar Ethereum (ETH) | CryptoPlaza');
  expect(await title(es, '/sell/eth')).toBe('Sell Ethereum (ETH) | CryptoPlaza');
  const madrid = await Promise.all(['1001', '1002', '1003', '1004', '1005'].map((id) => title(es, `/cajero-bitcoin/${id}`)));
  expect(new Set(madrid).size).toBe(madrid.length);
  expect(await title(es, '/atm/1001')).toMatch(/^Bitcoin ATM /);
  expect(await title(marketHost('py'), '/atm/1100')).toMatch(/^Bitcoin ATM /);
  // Paraguay's FAQ (the list and its FAQPage JSON-LD) answers in guaraníes and names none of Spain's regulators, in
  // both languages: on registers it reads the market-neutral answer, which names none it cannot be sure of.
  for (const path of ['/centro-ayuda', '/help-center']) {
    const help = await text(marketHost('py') + path);
    const faqList = /<div class="faq-list">[\s\S]*?<\/section>/.exec(help)?.[0] ?? '';
    const faqJsonLd =
      [...help.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
        .map((match) => match[1]!)
        .find((json) => json.includes('"FAQPage"')) ?? '';
    for (const faq of [faqList, faqJsonLd]) {
      expect(faq, path).toMatch(/lavado de dinero|anti-money-laundering/);
      expect(faq, path).toContain('₲');
      expect(faq, path).not.toMatch(/Banco de España|Bank of Spain|€/);
    }
  }
});

test('a crawl from / on es and py finds no broken link and reaches every ATM and store of the sitemap', async () => {
  test.setTimeout(600_000);
  for (const code of HOSTS) {
    const origin = marketHost(code);
    const reached = new Set<string>();
    const checker = new LinkChecker();
    checker.on('link', (link: { url: string; status?: number }) => {
      if (link.url.startsWith(origin) && link.status === 200) reached.add(link.url);
    });
    const result = await checker.check({
      path: `${origin}/`,
      recurse: true,
      concurrency: 4,
      timeout: 20_000,
      checkFragments: true,
      // Without it linkinator takes /vender as the folder /vender/ when resolving the page's relative links,
      // so the skip link (#main) became /vender/#main: a request no browser makes, one more redirect for
      // every page and twice the crawl. The site's pages are addresses without a slash, as files are.
      cleanUrls: true,
      // Other sites (social networks, map tiles) are out of reach here; service paths are not pages.
      linksToSkip: [`^(?!${origin.replace(/\./g, '\\.')})`, '/cms/api/', '/gateway/', '/rates/', '/telephony/', '/newsletter/'],
    });
    const broken = result.links
      .filter((link) => link.state === 'BROKEN')
      .map(
        (link) =>
          `${link.status} ${link.url} (from ${link.parent}): ${(link.failureDetails ?? []).map((detail) => (detail instanceof Error ? `${detail.message} ${String((detail.cause as { code?: string } | undefined)?.code ?? '')}` : JSON.stringify(detail))).join('; ')}`,
      );
    expect(broken).toEqual([]);
    const details = (await sitemapUrls(origin)).filter((url) => /\/(?:cajero-bitcoin|atm|tienda-bitcoin|store)\/\d+$/.test(url));
    expect(details.length, code).toBeGreaterThanOrEqual(code === 'es' ? 270 : 32);
    expect(details.filter((url) => !reached.has(url))).toEqual([]);
  }
});

test('every page kind, both languages: clean bytes, and no error from the Nu Html Checker (CSS it cannot parse, and the render-blocking link it predates, aside)', async () => {
  test.setTimeout(300_000);
  const pages: string[] = [];
  for (const code of HOSTS) {
    const origin = marketHost(code);
    // One page of each kind from the sitemap (it lists both languages): the first address of each path
    // shape, a coin, id or slug folded. Then what the sitemap does not list: a later list page and the 404 page.
    const kinds = new Map<string, string>();
    for (const url of await sitemapUrls(origin)) {
      const path = new URL(url).pathname;
      const kind = path.replace(/^(\/[^/]+)\/[^/]+$/, '$1/:item');
      if (!kinds.has(kind)) kinds.set(kind, url);
    }
    pages.push(
      ...kinds.values(),
      `${origin}/cajeros-bitcoin?page=2`,
      `${origin}/bitcoin-atms?page=2`,
      `${origin}/comprar/zzz-not-a-coin`,
      `${origin}/buy/zzz-not-a-coin`,
    );
  }
  // The pages that carried NUL bytes before a multibyte character (©, the star rating, "Tetuán").
  pages.push(...['/atm/1009', '/cajero-bitcoin/1036', '/tiendas-bitcoin', '/stores'].map((path) => marketHost('es') + path));
  expect(pages.length).toBeGreaterThan(60);
  const saved = mkdtempSync(join(tmpdir(), 'server-html-'));
  try {
    // Four at a time, as the crawl asks: the server renders four at once and queues the rest.
    const queue = [...pages.entries()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) writeFileSync(join(saved, `page-${next[0]}.html`), await text(next[1]));
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    // Clean bytes: no U+0000, and no U+FFFD (what the decoder puts for bytes that are not UTF-8).
    const unclean = pages.filter((_, index) => {
      const html = readFileSync(join(saved, `page-${index}.html`), 'utf8');
      return html.includes('\u0000') || html.includes('\uFFFD');
    });
    expect(unclean).toEqual([]);
    const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    // One run over the folder (one Java start-up). It exits non-zero and prints its JSON on stderr when it finds errors.
    const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', '--skip-non-html', saved], { encoding: 'utf8' });
    expect(run.error).toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: Array<{ type: string; url: string; message: string; extract?: string }> };
    const urlOf = (file: string) => pages[Number(/page-(\d+)\.html$/.exec(file)?.[1])] ?? file;
    // The checker predates HTML's `<link rel="expect" blocking="render">` (render-blocking on an element):
    // it still allows `blocking` on a stylesheet link only.
    const olderThanExpect = (message: { message: string; extract?: string }) =>
      message.message.startsWith('A “link” element with a “blocking” attribute') && !!message.extract?.includes('<link rel="expect"');
    const errors = messages.filter(
      (message) => message.type !== 'info' && !message.message.startsWith('CSS:') && !olderThanExpect(message),
    );
    expect(errors.map((message) => `${urlOf(message.url)}: ${message.message} [${message.extract ?? ''}]`)).toEqual([]);
  } finally {
    rmSync(saved, { recursive: true, force: true });
  }
});

test('link previews: title, description and an absolute 1200x630 image robots.txt allows, on ten pages', async () => {
  test.setTimeout(120_000);
  const origin = marketHost('es');
  const robots = robotsParser(`${origin}/robots.txt`, await text(`${origin}/robots.txt`));
  const paths = [
    '/es',
    '/en',
    '/comprar',
    '/vender',
    '/cajeros-bitcoin',
    '/tiendas-bitcoin',
    '/centro-ayuda',
    '/contacto',
    '/comprar/eth',
    '/cajero-bitcoin/1001',
  ];
  for (const path of paths) {
    const { result } = await ogs({ url: origin + path });
    expect(result.ogTitle, path).toBeTruthy();
    expect(result.ogDescription, path).toBeTruthy();
    const image = result.ogImage?.[0];
    expect(image?.url, path).toMatch(new RegExp(`^${origin}/`));
    expect([image?.width, image?.height].map(Number), path).toEqual([1200, 630]);
    for (const agent of ['facebookexternalhit', 'TelegramBot', 'Twitterbot', 'Googlebot']) {
      expect(robots.isAllowed(origin + path, agent), `${path} ${agent}`).toBe(true);
      expect(robots.isAllowed(image!.url, agent), `${image!.url} ${agent}`).toBe(true);
    }
    const answer = await get(image!.url);
    expect(answer.status, image!.url).toBe(200);
    expect(answer.headers.get('content-type'), image!.url).toMatch(/^image\//);
    // The image itself, not only what the page says of it.
    const { width, height } = imageSize(new Uint8Array(await answer.arrayBuffer()));
    expect([width, height], image!.url).toEqual([1200, 630]);
  }
});
