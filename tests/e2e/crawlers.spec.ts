// What search engines and chat apps read, as their own tools read it, without JavaScript: robots.txt
// and the sitemap per host (robots-parser), a crawl from / (linkinator), the Nu Html Checker (vnu-jar,
// one run over every page the crawl saved) and link previews (open-graph-scraper).
import dns from 'node:dns';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import robotsParser from 'robots-parser';
import { LinkChecker } from 'linkinator';
import ogs from 'open-graph-scraper';
import { expect, marketHost, test } from './fixtures';

// Node cannot resolve *.localhost (browsers can): the crawler's and scraper's requests go to loopback.
const lookup = dns.lookup;
(dns as { lookup: unknown }).lookup = (host: string, ...rest: unknown[]) =>
  (lookup as (...args: unknown[]) => void)(host.endsWith('.localhost') ? '127.0.0.1' : host, ...rest);

/** Node's fetch (Playwright's request context resolves names in its own process). */
const get = (url: string) => fetch(url, { redirect: 'manual' });
const text = async (url: string) => (await get(url)).text();

const HOSTS = ['es', 'py'] as const;
const saved = mkdtempSync(join(tmpdir(), 'crawled-pages-'));
const crawled = new Map<string, string[]>();

test.describe.configure({ mode: 'serial' });

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
});

test('a crawl from / on es and py finds no broken link and reaches every ATM and store of the sitemap', async () => {
  test.setTimeout(600_000);
  for (const code of HOSTS) {
    const origin = marketHost(code);
    const pages: string[] = [];
    const checker = new LinkChecker();
    checker.on('link', (link: { url: string; status?: number; state: string }) => {
      if (link.url.startsWith(origin) && link.status === 200) pages.push(link.url);
    });
    const result = await checker.check({
      path: `${origin}/`,
      recurse: true,
      concurrency: 4,
      timeout: 20_000,
      checkFragments: true,
      // Other sites (social networks, map tiles) are out of reach here; service paths are not pages.
      linksToSkip: [`^(?!${origin.replace(/\./g, '\\.')})`, '/cms/api/', '/gateway/', '/rates/', '/telephony/', '/newsletter/'],
    });
    const broken = result.links.filter((link) => link.state === 'BROKEN').map((link) => `${link.status} ${link.url} (from ${link.parent})`);
    expect(broken).toEqual([]);
    crawled.set(code, pages);
    const sitemap = await text(`${origin}/sitemap.xml`);
    const details = [...sitemap.matchAll(/<loc>([^<]+\/(?:cajero-bitcoin|atm|tienda-bitcoin|store)\/\d+)<\/loc>/g)].map((match) => match[1]!);
    const reached = new Set(pages);
    expect(details.filter((url) => !reached.has(url))).toEqual([]);
  }
});

test('the Nu Html Checker finds no error in every page kind, both languages (CSS it cannot parse aside)', async () => {
  test.setTimeout(300_000);
  const pages = HOSTS.flatMap((code) => {
    const origin = marketHost(code);
    const list = crawled.get(code) ?? [];
    // One page of each kind: the first crawled address of each path shape (ids and slugs folded).
    const kinds = new Map<string, string>();
    for (const url of list) {
      const path = new URL(url).pathname;
      if (/\.\w+$/.test(path)) continue;
      kinds.set(path.replace(/\/[^/]*\d[^/]*$|\/(paginas|pages|pagina-ayuda|help-page)\/[^/]+$/, '/:item'), url);
    }
    return [...kinds.values(), `${origin}/comprar/eth`, `${origin}/en`];
  });
  expect(pages.length).toBeGreaterThan(30);
  for (const [index, url] of pages.entries()) writeFileSync(join(saved, `page-${index}.html`), await text(url));
  const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  let report = '';
  try {
    execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', '--skip-non-html', saved], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    report = (error as { stderr?: string }).stderr ?? '';
  }
  const messages = report ? (JSON.parse(report) as { messages: Array<{ type: string; url: string; message: string }> }).messages : [];
  const errors = messages.filter((message) => message.type === 'error' && !message.message.startsWith('CSS:'));
  expect(errors.map((message) => `${message.url.replace(/.*\//, '')}: ${message.message}`)).toEqual([]);
});

test('link previews: title, description and an absolute 1200x630 image robots.txt allows, on ten pages', async () => {
  const origin = marketHost('es');
  const robots = robotsParser(`${origin}/robots.txt`, await text(`${origin}/robots.txt`));
  const paths = ['/es', '/en', '/comprar', '/vender', '/cajeros-bitcoin', '/tiendas-bitcoin', '/centro-ayuda', '/contacto', '/comprar/eth', '/cajero-bitcoin/1001'];
  for (const path of paths) {
    const { result } = await ogs({ url: origin + path });
    expect(result.ogTitle, path).toBeTruthy();
    expect(result.ogDescription, path).toBeTruthy();
    const image = result.ogImage?.[0];
    expect(image?.url, path).toMatch(/^http:\/\//);
    expect([image?.width, image?.height].map(Number), path).toEqual([1200, 630]);
    for (const agent of ['facebookexternalhit', 'TelegramBot', 'Twitterbot']) expect(robots.isAllowed(image!.url, agent), `${path} ${agent}`).toBe(true);
    const answer = await get(image!.url);
    expect(answer.status, image!.url).toBe(200);
    expect(answer.headers.get('content-type'), image!.url).toMatch(/^image\//);
  }
});
