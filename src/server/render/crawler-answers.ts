// robots.txt, the sitemap and the web app manifest as answers: made for the request's host by the server
// bundle (crawler-files.ts), kept like a rendered page.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { compressResponse } from '../http/compression';
import type * as EntryServer from './entry-server';
import { TtlCache } from './ttl-cache';
import { WEB_MANIFEST_PATH } from '../../offline/web-manifest';

export const isCrawlerPath = (pathname: string) =>
  pathname === '/robots.txt' || pathname === WEB_MANIFEST_PATH || /^\/sitemap(-\d+)?\.xml$/.test(pathname);

const BUILT_MANIFEST_HEADERS = { 'content-type': 'application/manifest+json', 'cache-control': 'no-store' };

/** Answers the crawler paths; `cacheHeaders` is the Cache-Control for a CDN in front. */
export function crawlerAnswers(entry: typeof EntryServer, distDir: string, cacheMs: number, cacheHeaders: Record<string, string>) {
  const crawlerFiles = new TtlCache<ReturnType<typeof entry.crawlerFile>>(cacheMs, 50);
  // The build's time: the sitemap's lastmod for pages whose content carries no date of its own.
  const builtAt = () => stat(join(distDir, 'index.html')).then((file) => file.mtime.toISOString());

  return async function crawlerFile(req: Request, url: URL): Promise<Response> {
    const key = `${url.origin}${url.pathname}`;
    let made = crawlerFiles.get(key);
    if (!made) {
      made = builtAt().then((time) => entry.crawlerFile(url.href, time));
      crawlerFiles.set(key, made);
    }
    let file: Awaited<typeof made>;
    try {
      file = await made;
    } catch (error) {
      crawlerFiles.delete(key);
      console.warn(`${url.pathname} failed for ${url.host}:`, error instanceof Error ? error.message : error);
      // The manifest the build wrote (Spanish) rather than none: the browser reads it to install the app.
      const built = url.pathname === WEB_MANIFEST_PATH && (await readFile(join(distDir, url.pathname)).catch(() => undefined));
      if (built) return new Response(req.method === 'HEAD' ? null : new Uint8Array(built), { headers: BUILT_MANIFEST_HEADERS });
      return new Response('Service Unavailable', { status: 503, headers: { 'retry-after': '60', 'cache-control': 'no-store' } });
    }
    if (!file) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const response = new Response(req.method === 'HEAD' ? null : file.body, { headers: { 'content-type': file.type, ...cacheHeaders } });
    return compressResponse(req, response);
  };
}
