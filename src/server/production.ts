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
import { createWriteGuard, guardConfigFromEnv } from './write-guard';

const env = process.env;
const numberFrom = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

const apiOrigin = env.API_ORIGIN;
if (!apiOrigin) {
  console.error('API_ORIGIN is required: the origin that answers /cms, /gateway, /rates, /telephony, /locales and /newsletter.');
  process.exit(1);
}

/** Hop-by-hop headers are the connection's own, never forwarded. */
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'accept-encoding'];

/** The telephony provider may live elsewhere than the other services (its own base URL replaces /telephony). */
const telephonyProvider = env.TELEPHONY_PROVIDER_URL?.replace(/\/$/, '');

function serviceUrl(url: URL): URL {
  if (telephonyProvider && url.pathname.startsWith('/telephony/')) return new URL(telephonyProvider + url.pathname.slice('/telephony'.length) + url.search);
  return new URL(url.pathname + url.search, apiOrigin);
}

/** The browser's calls to the same-origin service paths go on to the services, as a reverse proxy would send them. */
async function forwardToServices(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const headers = new Headers(req.headers);
  HOP_BY_HOP.forEach((name) => headers.delete(name));
  try {
    const answer = await fetch(serviceUrl(url), {
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
// Bot friction, rate limits (in Redis when REDIS_URL is set) and the provider credentials: write-guard.ts.
const guard = createWriteGuard(guardConfigFromEnv());
const handler = createSiteHandler({
  guard,
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
const stop = () => void running.close().then(() => guard.close()).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
