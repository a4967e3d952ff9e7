// The site handler around the server render, with a stand-in render: the queue that limits renders at
// once, the Content-Security-Policy that allows exactly what each answer carries inline, and the headers
// on every answer. The render's service reads: render/service-reads.test.ts.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as EntryServer from './render/entry-server';
import { createSiteHandler } from './site-server';

const SHELL = [
  '<!doctype html><html lang="es"><head><title>Shell</title>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

function builtSite() {
  const dist = mkdtempSync(join(tmpdir(), 'site-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'index.css'), 'body{margin:0}');
  return dist;
}

/** A render that waits for its gate and counts how many run at once. */
function standInEntry() {
  const gates: Array<() => void> = [];
  const counts = { running: 0, most: 0 };
  const entry = {
    configureServer: () => undefined,
    renderPage: async () => {
      counts.running++;
      counts.most = Math.max(counts.most, counts.running);
      await new Promise<void>((resolve) => gates.push(resolve));
      counts.running--;
      return {
        type: 'page',
        status: 200,
        lang: 'es',
        appHtml: '<h1>Hola</h1>',
        headHtml: '<title>Hola</title>',
        stateJson: '{}',
        preloadLocales: '/locales/es',
        timeZone: 'Europe/Madrid',
        modules: { page: [], islands: [] },
      };
    },
  } as unknown as typeof EntryServer;
  return { entry, gates, counts };
}

/** The stand-in's page, rendered at once. */
async function pageOf({ entry, gates }: ReturnType<typeof standInEntry>) {
  const rendering = entry.renderPage('http://es.localhost/es');
  await untilWaiting(gates, 1);
  gates.forEach((open) => open());
  return (await rendering) as Extract<Awaited<ReturnType<typeof EntryServer.renderPage>>, { type: 'page' }>;
}

const services = async () => new Response('not here', { status: 404 });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Waits until `count` renders wait at their gates (the first render also reads the shell from disk). */
async function untilWaiting(gates: unknown[], count: number) {
  for (let tries = 0; gates.length < count && tries < 200; tries++) await settle();
}

describe('createSiteHandler', () => {
  it('renders at most maxConcurrentRenders pages at once; the rest wait their turn and are answered', async () => {
    const { entry, gates, counts } = standInEntry();
    const handle = createSiteHandler({
      distDir: builtSite(),
      entry,
      services,
      apiOrigin: 'http://127.0.0.1:1',
      cacheMs: 0,
      maxConcurrentRenders: 2,
    });
    const answers = [1, 2, 3, 4, 5].map((n) => handle(new Request(`http://es.localhost/es?n=${n}`)));
    await untilWaiting(gates, 2);
    await settle();
    expect(counts.running).toBe(2);
    while (gates.length > 0 || counts.running > 0) {
      gates.splice(0).forEach((open) => open());
      await settle();
    }
    expect(counts.most).toBe(2);
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("allows by hash exactly the answer's inline style and code loader", async () => {
    const { entry, gates } = standInEntry();
    const distDir = builtSite();
    // The build's chunk map carries its code loader (scripts/chunk-map.ts).
    const manifestPath = join(distDir, 'chunk-map.json');
    writeFileSync(manifestPath, JSON.stringify({ entry: 'assets/index.js', modules: {}, chunks: {}, pageLoader: '(()=>{})();' }));
    const handle = createSiteHandler({ distDir, manifestPath, entry, services, apiOrigin: 'http://127.0.0.1:1', cacheMs: 0 });
    const answering = handle(new Request('http://es.localhost/es'));
    await untilWaiting(gates, 1);
    gates.forEach((open) => open());
    const answer = await answering;
    const html = await answer.text();
    const policy = answer.headers.get('content-security-policy') ?? '';
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(loader).toBe('(()=>{})();');
    expect(html).toContain('<title>Hola</title>');
    expect(html).toContain('<style data-href="/assets/index.css">body{margin:0}</style>');
    expect(policy).toContain(`style-src 'self' ${sha256('body{margin:0}')};`);
    expect(policy).toContain(`script-src 'self' https://www.googletagmanager.com ${sha256(loader)};`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('renders a `Save-Data: on` request in light mode, caches it apart, and says the page varies with Save-Data', async () => {
    const asked: Array<{ light?: boolean }> = [];
    const entry = {
      configureServer: () => undefined,
      renderPage: async (_url: string, _headers: unknown, options: { light?: boolean }) => {
        asked.push(options);
        return { ...(await pageOf(standInEntry())), appHtml: options.light ? '<h1>Ligera</h1>' : '<h1>Completa</h1>' };
      },
    } as unknown as typeof EntryServer;
    const handle = createSiteHandler({ distDir: builtSite(), entry, services, apiOrigin: 'http://127.0.0.1:1', cacheMs: 60_000 });
    const get = (headers: Record<string, string>) => handle(new Request('http://es.localhost/es', { headers }));
    const light = await get({ 'save-data': 'on', 'accept-encoding': 'identity' });
    const full = await get({ 'accept-encoding': 'identity' });
    const lightAgain = await get({ 'save-data': 'On' });
    expect(await light.text()).toContain('Ligera');
    expect(await full.text()).toContain('Completa');
    expect(await lightAgain.text()).toContain('Ligera');
    expect(asked).toEqual([{ light: true }, { light: false }]);
    expect(light.headers.get('vary')?.toLowerCase()).toContain('save-data');
    expect(lightAgain.headers.get('vary')?.toLowerCase()).toBe('save-data, accept-encoding');
  });

  it('puts the security headers on every answer, HSTS when configured, and Cache-Control on service JSON that has none', async () => {
    const entry = {
      configureServer: () => undefined,
      renderPage: async () => ({ type: 'redirect', status: 302, location: '/es' }),
    } as unknown as typeof EntryServer;
    const json = async () => Response.json({ data: [] });
    const plain = createSiteHandler({ distDir: builtSite(), entry, services: json, apiOrigin: 'http://127.0.0.1:1', cacheMs: 0 });
    const secure = createSiteHandler({
      distDir: builtSite(),
      entry,
      services: json,
      apiOrigin: 'http://127.0.0.1:1',
      cacheMs: 0,
      hstsMaxAge: 600,
    });
    const answers = await Promise.all([
      plain(new Request('http://es.localhost/')),
      plain(new Request('http://es.localhost/assets/index.css')),
      plain(new Request('http://es.localhost/cms/api/pages')),
    ]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
      expect(answer.headers.has('strict-transport-security')).toBe(false);
    }
    expect(answers[2].headers.get('cache-control')).toBe('no-cache');
    expect(answers[1].headers.get('cache-control')).toContain('max-age=31536000');
    expect((await secure(new Request('http://es.localhost/'))).headers.get('strict-transport-security')).toBe(
      'max-age=600; includeSubDomains',
    );
  });

  it("answers the web manifest per host before the build's file, and the build's file when the host's cannot be made", async () => {
    const dist = builtSite();
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"lang":"es","built":true}');
    let make = async () => ({ type: 'application/manifest+json', body: '{"lang":"en"}' });
    const entry = { configureServer: () => undefined, crawlerFile: () => make() } as unknown as typeof EntryServer;
    const handle = createSiteHandler({ distDir: dist, entry, services, apiOrigin: 'http://127.0.0.1:1', cacheMs: 0 });
    const own = await handle(new Request('http://pa.localhost/manifest.webmanifest'));
    expect(own.headers.get('content-type')).toBe('application/manifest+json');
    expect(await own.json()).toEqual({ lang: 'en' });
    make = async () => {
      throw new Error('locales down');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const built = await handle(new Request('http://pa.localhost/manifest.webmanifest'));
    expect([built.status, built.headers.get('content-type'), await built.json()]).toEqual([
      200,
      'application/manifest+json',
      { lang: 'es', built: true },
    ]);
    // robots.txt has no file of the build's to fall back on.
    expect((await handle(new Request('http://pa.localhost/robots.txt'))).status).toBe(503);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
