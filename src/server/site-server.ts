/**
 * The site's server as one Web-standard fetch handler: built files, the service paths (handled in
 * process by the demo backend, or forwarded to API_ORIGIN), and every page rendered on request by
 * the server bundle (entry-server.tsx). Stateless apart from short caches, so it scales by processes.
 * This file puts the parts together and routes a request to them; each part is a file of its own.
 */
import { JSDOM } from 'jsdom';
import { isServicePath } from '../contracts/service-paths';
import { SAVE_DATA_HEADER, saveDataRequested } from '../contracts/light-mode';
import { compressResponse } from './http/compression';
import { contentSecurityPolicy } from './http/content-security-policy';
import { securityHeaders, withSecurityHeaders } from './http/security-headers';
import { fileIn, staticSite } from './http/static-site';
import { crawlerAnswers, isCrawlerPath } from './render/crawler-answers';
import type * as EntryServer from './render/entry-server';
import { pageAssets, readChunkMap, styleInliner } from './render/page-assets';
import { pageCache } from './render/page-cache';
import { pageRender, type RenderedAnswer } from './render/page-render';
import { serviceReads } from './render/service-reads';
import { shellFallback } from './render/shell-fallback';
import type { WriteGuard } from './public-writes/write-guard';

export interface SiteServerOptions {
  distDir: string;
  /** The server bundle (dist-server/entry-server.js); without it every page is the client shell. */
  entry?: typeof EntryServer;
  /** The browser build's chunk map (dist-server/client-manifest.json, scripts/chunk-map.ts). */
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

export function createSiteHandler(options: SiteServerOptions) {
  const {
    distDir,
    entry,
    services,
    apiOrigin,
    forwardHeaders = [],
    renderTimeoutMs = 3000,
    maxConcurrentRenders = 4,
    cacheMs = 10_000,
    cdnMaxAge = 60,
    cdnStaleWhileRevalidate = 300,
  } = options;
  const site = staticSite(distDir);
  const shell = shellFallback(distDir, contentSecurityPolicy());
  const pages = pageCache<RenderedAnswer>(cacheMs, maxConcurrentRenders);
  const cacheHeaders = { 'cache-control': `public, max-age=0, s-maxage=${cdnMaxAge}, stale-while-revalidate=${cdnStaleWhileRevalidate}` };
  const assetsOf = pageAssets(readChunkMap(options.manifestPath ?? ''));
  const inlineStyle = styleInliner(distDir);
  const render =
    entry && pageRender({ entry, shellTemplate: shell.template, assetsOf, inlineStyle, forwardHeaders, renderTimeoutMs, cacheHeaders });
  const crawlerFile = entry && crawlerAnswers(entry, distDir, cacheMs, cacheHeaders);

  if (entry) {
    entry.configureServer({
      transport: serviceReads({ services, apiOrigin, cacheMs, forwardHeaders }),
      purifierWindow: new JSDOM('').window as unknown as Parameters<typeof entry.configureServer>[0]['purifierWindow'],
    });
  }

  const extraHeaders = securityHeaders({ hstsMaxAge: options.hstsMaxAge });
  return async function handle(req: Request, client: { ip?: string } = {}): Promise<Response> {
    return withSecurityHeaders(await respond(req, client), extraHeaders);
  };

  async function respond(req: Request, client: { ip?: string }): Promise<Response> {
    const url = new URL(req.url);
    if (isServicePath(url.pathname)) return options.guard ? options.guard.handle(req, client.ip, services) : services(req);
    if (crawlerFile && isCrawlerPath(url.pathname)) return crawlerFile(req, url);
    // Built files first ("/" is the home redirect, not the shell file).
    if (url.pathname !== '/') {
      const file = await fileIn(distDir, url.pathname);
      if (file !== 'none') return site(req, file);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    if (!render) return shell.answer(req, undefined);
    if ((await shell.template().catch(() => undefined)) === undefined) return shell.answer(req, undefined);
    // Light mode is a page of its own (no hero image, map and chart on demand): cached apart.
    const light = saveDataRequested(req.headers.get(SAVE_DATA_HEADER));
    const key = `${light ? 'light ' : ''}${url.origin}${url.pathname}${url.search}`;
    // A render with forwarded test headers is neither taken from nor put in the cache.
    const cacheable = !forwardHeaders.some((name) => req.headers.has(name));
    let answer: RenderedAnswer;
    try {
      answer = await pages(key, cacheable, () => render(req, url, light));
    } catch (error) {
      return shell.answer(req, error);
    }
    const response = new Response(req.method === 'HEAD' ? null : answer.body || null, { status: answer.status, headers: answer.headers });
    return compressResponse(req, response, undefined, cacheable ? answer.encoded : undefined);
  }
}
