/**
 * Production entry: serves the built site (dist/) with the server render (dist-server/) and talks to the
 * real services by URL; the demo backend is off. `npm run build` first, then
 * `API_ORIGIN=https://services.example.com PORT=8080 npm run serve:production`. Variables: README, "Production server".
 */
import { resolve } from 'node:path';
import { loadServerEntry, serveHandler } from './node-server';
import { createSiteHandler } from './site-server';
import { precompressSite } from './static-site';
import { compressResponse } from './compression';

const env = process.env;
const numberFrom = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

const apiOrigin = env.API_ORIGIN;
if (!apiOrigin) {
  console.error('API_ORIGIN is required: the origin that answers /cms, /gateway, /rates, /telephony, /locales and /newsletter.');
  process.exit(1);
}

/** Hop-by-hop headers are the connection's own, never forwarded. */
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'accept-encoding'];

/** The browser's calls to the same-origin service paths go on to API_ORIGIN, as a reverse proxy would send them. */
async function forwardToServices(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const headers = new Headers(req.headers);
  HOP_BY_HOP.forEach((name) => headers.delete(name));
  try {
    const answer = await fetch(new URL(url.pathname + url.search, apiOrigin), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer(),
      redirect: 'manual',
    });
    const outHeaders = new Headers(answer.headers);
    // fetch has already decoded the body; its length and encoding are no longer true.
    ['content-encoding', 'content-length', 'transfer-encoding'].forEach((name) => outHeaders.delete(name));
    return compressResponse(req, new Response(answer.body, { status: answer.status, headers: outHeaders }));
  } catch {
    return new Response(JSON.stringify({ error: 'Bad Gateway', message: 'The service did not answer' }), { status: 502, headers: { 'content-type': 'application/json' } });
  }
}

const distDir = resolve(env.DIST_DIR ?? 'dist');
const serverDir = resolve(env.SERVER_DIST_DIR ?? 'dist-server');
const handler = createSiteHandler({
  distDir,
  entry: await loadServerEntry(serverDir),
  manifestPath: resolve(serverDir, 'client-manifest.json'),
  services: forwardToServices,
  apiOrigin,
  renderTimeoutMs: numberFrom(env.SSR_TIMEOUT_MS),
  cacheMs: numberFrom(env.SSR_CACHE_MS),
  cdnMaxAge: numberFrom(env.CDN_MAX_AGE),
  cdnStaleWhileRevalidate: numberFrom(env.CDN_STALE_WHILE_REVALIDATE),
});
const running = await serveHandler(handler, numberFrom(env.PORT) ?? 8080, env.HOST);
void precompressSite(distDir);
console.log(`Serving the site on port ${running.port}, services at ${apiOrigin}`);
const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
