/**
 * The site's server as one Web-standard fetch handler: built files, the service paths (handled in
 * process by the demo backend, or forwarded to API_ORIGIN), and every page rendered on request by
 * the server bundle (entry-server.tsx). Stateless apart from short caches, so it scales by processes.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { compressResponse, type EncodedBodies } from './http/compression';
import { contentSecurityPolicy } from './http/content-security-policy';
import { fileIn, staticSite } from './http/static-site';
import { TtlCache } from './render/ttl-cache';
import { renderQueue } from './render/render-queue';
import { isServicePath } from '../contracts/service-paths';
import { securityHeaders, withSecurityHeaders } from './http/security-headers';
import { pageAssets, readManifest, styleInliner, withPageAssets, type InlineStyle, type PageAssets } from './render/page-assets';
import type * as EntryServer from './render/entry-server';
import type { WriteGuard } from './public-writes/write-guard';


export interface SiteServerOptions {
  distDir: string;
  /** The server bundle (dist-server/entry-server.js); without it every page is the client shell. */
  entry?: typeof EntryServer;
  /** The browser build's manifest (dist-server/client-manifest.json). */
  manifestPath?: string;
  /** Answers the service paths: the demo backend in process, or a forwarder to the real services. */
  services: (req: Request) => Promise<Response>;
  /** Bot friction, rate limits and provider credentials for the public writes (write-guard.ts). */
  guard?: WriteGuard;
  /** Where the render's service calls go, for paths relative to the site (`/cms/api/...`). */
  apiOrigin: string;
  /** A render slower than this answers the shell (ms), counted from its start, not its wait. */
  renderTimeoutMs?: number;
  /** Renders at once; more wait their turn (render-queue.ts). */
  maxConcurrentRenders?: number;
  /** How long rendered pages and the render's service reads are reused in process (ms; 0 turns both off). */
  cacheMs?: number;
  /** Request headers passed on to the render's service calls (the demo's test-only fault header). */
  forwardHeaders?: string[];
  /** `s-maxage` and `stale-while-revalidate` for a CDN in front (seconds). */
  cdnMaxAge?: number;
  cdnStaleWhileRevalidate?: number;
  /** Strict-Transport-Security max-age (seconds) on every answer; the production entry sets it (HSTS_MAX_AGE). */
  hstsMaxAge?: number;
}

interface RenderedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Its compressed bodies, made once for every visitor the cache serves it to. */
  encoded: EncodedBodies;
}

const HTML_TYPE = 'text/html; charset=utf-8';

export function createSiteHandler(options: SiteServerOptions) {
  const { distDir, entry, services, apiOrigin, forwardHeaders = [], renderTimeoutMs = 3000, maxConcurrentRenders = 4, cacheMs = 10_000, cdnMaxAge = 60, cdnStaleWhileRevalidate = 300 } = options;
  const csp = contentSecurityPolicy();
  const site = staticSite(distDir);
  const assetsOf = pageAssets(options.manifestPath ? readManifest(options.manifestPath) : {});
  const inlineStyle = styleInliner(distDir);
  const pages = new TtlCache<RenderedAnswer>(cacheMs, 500);
  const inFlight = new Map<string, Promise<RenderedAnswer>>();
  const inTurn = renderQueue(maxConcurrentRenders);
  const reads = new TtlCache<{ status: number; headers: [string, string][]; body: ArrayBuffer }>(cacheMs, 2000);
  let template: Promise<string> | undefined;
  const shellTemplate = () => (template ??= readFile(join(distDir, 'index.html'), 'utf8'));
  const crawlerFiles = new TtlCache<ReturnType<NonNullable<typeof entry>['crawlerFile']>>(cacheMs, 50);
  // The build's time: the sitemap's lastmod for pages whose content carries no date of its own.
  const builtAt = () => stat(join(distDir, 'index.html')).then((file) => file.mtime.toISOString());

  if (entry) {
    entry.configureServer({
      // The render reads the services by absolute URL; identical reads within the cache time are shared,
      // except those of a render carrying a forwarded header (the demo's faults), as its page is not cached.
      transport: async (url, init) => {
        const absolute = new URL(url, apiOrigin).href;
        const method = (init.method ?? 'GET').toUpperCase();
        const forwarded = new Headers(init.headers);
        if (method !== 'GET' || cacheMs <= 0 || forwardHeaders.some((name) => forwarded.has(name))) return callService(new Request(absolute, init));
        const cached = reads.get(absolute) ?? (await readThrough(absolute, init));
        return new Response(cached.body.slice(0), { status: cached.status, headers: cached.headers });
      },
      purifierWindow: new JSDOM('').window as unknown as Parameters<typeof entry.configureServer>[0]['purifierWindow'],
    });
  }

  async function readThrough(url: string, init: RequestInit) {
    const response = await callService(new Request(url, { ...init, signal: undefined }));
    const entryValue = { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
    // Only answers worth repeating are kept: a failure is asked again next time.
    if (response.ok) reads.set(url, entryValue);
    return entryValue;
  }

  /** A dropped connection (the demo's `drop` fault, a network error) is a failed fetch, as in the browser. */
  async function callService(req: Request) {
    const response = await services(req);
    if (response.type === 'error') throw new TypeError('fetch failed: the connection was dropped');
    return response;
  }

  const cacheHeaders = { 'cache-control': `public, max-age=0, s-maxage=${cdnMaxAge}, stale-while-revalidate=${cdnStaleWhileRevalidate}` };

  async function shell(req: Request, reason: unknown): Promise<Response> {
    if (reason) console.warn(`Server render failed for ${new URL(req.url).pathname}; answering the client shell.`, reason instanceof Error ? reason.message : reason);
    const body = await shellTemplate().catch(() => undefined);
    if (body === undefined) {
      template = undefined;
      return new Response('The site is not built yet: run `npm run build`. The services still answer under /cms, /gateway, /rates, /telephony, /locales, /newsletter.', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    return compressResponse(req, new Response(req.method === 'HEAD' ? null : body, {
      status: 200,
      headers: { 'content-type': HTML_TYPE, 'cache-control': 'no-store', 'content-security-policy': csp },
    }));
  }

  async function render(req: Request, url: URL): Promise<RenderedAnswer> {
    const forwarded = Object.fromEntries(forwardHeaders.flatMap((name) => (req.headers.has(name) ? [[name, req.headers.get(name)!]] : [])));
    const result = await withTimeout(entry!.renderPage(url.href, forwarded), renderTimeoutMs);
    if (result.type === 'redirect') {
      return { status: result.status, headers: { location: result.location, ...cacheHeaders }, body: '', encoded: new Map() };
    }
    const { html, styleHashes, scriptHashes } = fillTemplate(await shellTemplate(), result, assetsOf(result.modules), inlineStyle);
    const policy = contentSecurityPolicy(process.env, { styleHashes, scriptHashes });
    return { status: result.status, headers: { 'content-type': HTML_TYPE, 'content-security-policy': policy, ...cacheHeaders }, body: html, encoded: new Map() };
  }

  /** robots.txt and the sitemap, made for the request's host, kept like a rendered page. */
  async function crawlerFile(req: Request, url: URL): Promise<Response> {
    const key = `${url.origin}${url.pathname}`;
    let made = crawlerFiles.get(key);
    if (!made) {
      made = builtAt().then((time) => entry!.crawlerFile(url.href, time));
      crawlerFiles.set(key, made);
    }
    let file: Awaited<typeof made>;
    try {
      file = await made;
    } catch (error) {
      crawlerFiles.delete(key);
      console.warn(`${url.pathname} failed for ${url.host}:`, error instanceof Error ? error.message : error);
      return new Response('Service Unavailable', { status: 503, headers: { 'retry-after': '60', 'cache-control': 'no-store' } });
    }
    if (!file) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const response = new Response(req.method === 'HEAD' ? null : file.body, { headers: { 'content-type': file.type, ...cacheHeaders } });
    return compressResponse(req, response);
  }

  const extraHeaders = securityHeaders({ hstsMaxAge: options.hstsMaxAge });
  return async function handle(req: Request, client: { ip?: string } = {}): Promise<Response> {
    return withSecurityHeaders(await respond(req, client), extraHeaders);
  };

  async function respond(req: Request, client: { ip?: string }): Promise<Response> {
    const url = new URL(req.url);
    if (isServicePath(url.pathname)) return options.guard ? options.guard.handle(req, client.ip, services) : services(req);
    if (entry && isCrawlerPath(url.pathname)) return crawlerFile(req, url);
    // Built files first ("/" is the home redirect, not the shell file).
    if (url.pathname !== '/') {
      const file = await fileIn(distDir, url.pathname);
      if (file !== 'none') return site(req, file);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    if (!entry) return shell(req, undefined);
    if ((await shellTemplate().catch(() => undefined)) === undefined) return shell(req, undefined);
    const key = `${url.origin}${url.pathname}${url.search}`;
    // A render with forwarded test headers is neither taken from nor put in the cache.
    const cacheable = !forwardHeaders.some((name) => req.headers.has(name));
    let answer = cacheable ? pages.get(key) : undefined;
    if (!answer) {
      // Requests for a page that is being rendered wait for that render instead of starting their own.
      let rendering = cacheable ? inFlight.get(key) : undefined;
      if (!rendering) {
        rendering = inTurn(() => render(req, url)).finally(() => inFlight.delete(key));
        if (cacheable) inFlight.set(key, rendering);
      }
      try {
        answer = await rendering;
      } catch (error) {
        return shell(req, error);
      }
      if (cacheable) pages.set(key, answer);
    }
    const response = new Response(req.method === 'HEAD' ? null : answer.body || null, { status: answer.status, headers: answer.headers });
    return compressResponse(req, response, undefined, cacheable ? answer.encoded : undefined);
  }
}

const isCrawlerPath = (pathname: string) => pathname === '/robots.txt' || /^\/sitemap(-\d+)?\.xml$/.test(pathname);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Render took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The built shell with the page's language, head, styles, markup, state and code loader put in; and the hashes of what it carries inline. */
function fillTemplate(
  shellHtml: string,
  page: Extract<Awaited<ReturnType<typeof EntryServer.renderPage>>, { type: 'page' }>,
  assets: PageAssets,
  inlineStyle: (file: string) => InlineStyle | undefined,
): { html: string; styleHashes: string[]; scriptHashes: string[] } {
  // The page's own head goes where the shell's title was, ahead of the styles, so link previews that
  // read only the start of a page still find it. Function replacements: the markup may hold `$`.
  // The translations are the one thing hydration still fetches: the code loader asks for them too.
  const { html, styleHashes, scriptHashes } = withPageAssets(shellHtml, assets, inlineStyle, [page.preloadLocales], { lang: page.lang, timeZone: page.timeZone });
  return {
    styleHashes,
    scriptHashes,
    html: html
      .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, () => page.headHtml)
      .replace('<div id="root"></div>', () => `<div id="root">${page.appHtml}</div>\n    <script type="application/json" id="ssr-state">${page.stateJson}</script>`),
  };
}
