import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../bench/local-server';
import { startScriptFreeProxy, withoutCodeAhead, withoutScripts } from '../bench/script-free-proxy';

const PAGE = [
  '<html><head><script type="module" src="/assets/index.js"></script><style>h1{color:red}</style></head>',
  '<body><h1>Cajeros</h1><script type="application/json" id="ssr-state">{"a":1}</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<link rel="preload" href="/locales/es" as="fetch" crossorigin="anonymous" fetchpriority="low">',
  '<link rel="modulepreload" href="/assets/island.js" fetchpriority="low">',
  '<script>(function () { load(); })();</script></body></html>',
].join('');

describe('withoutScripts', () => {
  it('takes out every script the browser would run, and what it asks for ahead, and keeps the JSON state and the JSON-LD', () => {
    const html = withoutScripts(PAGE);
    expect(html).not.toContain('index.js');
    expect(html).not.toContain('island.js');
    expect(html).not.toContain('/locales/es');
    expect(html).not.toContain('load()');
    expect(html).toContain('<script type="application/json" id="ssr-state">{"a":1}</script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<style>h1{color:red}</style></head><body><h1>Cajeros</h1>');
  });
});

describe('withoutCodeAhead', () => {
  it("empties the loader's list of modules to fetch ahead, and keeps its entry, the translations and the rest of the page", () => {
    const lists = {
      entry: '/assets/entry.js',
      soon: [
        { rel: 'preload', href: '/locales/es', as: 'fetch' },
        { rel: 'modulepreload', href: '/assets/island.js' },
      ],
      later: [{ rel: 'modulepreload', href: '/assets/app.js' }],
      intl: 'es UTC',
      light: false,
    };
    const page = `<body><h1>Cajeros</h1><script type="application/json" id="page-loader">${JSON.stringify(lists)}</script><script>load()</script></body>`;
    const html = withoutCodeAhead(page);
    const written = JSON.parse(/id="page-loader">([^<]*)</.exec(html)![1]!) as typeof lists;
    expect(written).toEqual({ ...lists, soon: [{ rel: 'preload', href: '/locales/es', as: 'fetch' }] });
    expect(html.replace(/id="page-loader">[^<]*</, '')).toBe(page.replace(/id="page-loader">[^<]*</, ''));
  });
});

describe('startScriptFreeProxy', () => {
  let site: Server;
  let proxy: LocalServer;
  const seenHosts: string[] = [];

  beforeAll(async () => {
    site = createServer((req, res) => {
      seenHosts.push(String(req.headers.host));
      if (req.url === '/app.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end('console.log("kept")');
        return;
      }
      const brotli = /\bbr\b/.test(String(req.headers['accept-encoding']));
      res.writeHead(404, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': brotli ? 'br' : 'gzip',
        'cache-control': 'no-store',
      });
      res.end(brotli ? brotliCompressSync(PAGE) : gzipSync(PAGE));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    proxy = await startScriptFreeProxy(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => site.close(resolve));
  });

  const get = (path: string, acceptEncoding = 'gzip') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${proxy.origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('answers HTML pages without their scripts, gzipped as the site sent them, with the status and headers', async () => {
    const answer = await get('/cajeros');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe(withoutScripts(PAGE));
  });

  it('reads and writes brotli too, which the site sends to browsers', async () => {
    const answer = await get('/es', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(withoutScripts(PAGE));
  });

  it('passes everything else through unchanged, with the Host the browser sent', async () => {
    const answer = await get('/app.js');
    expect(answer.body.toString()).toBe('console.log("kept")');
    expect(seenHosts.at(-1)).toBe(proxy.origin.replace('http://', ''));
  });
});
