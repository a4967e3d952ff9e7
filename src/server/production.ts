/**
 * Production entry: serves the built site (dist/) with the server render (dist-server/) and talks to the
 * real services by URL; the demo backend is off. `npm run build` first, then
 * `API_ORIGIN=https://services.example.com PORT=8080 npm run serve:production`. Variables: docs/production-server.md.
 */
import { resolve } from 'node:path';
import { loadServerEntry, serveHandler } from './http/node-server';
import { createSiteHandler } from './site-server';
import { precompressSite } from './http/static-site';
import { cmsTarget, forwardRequest } from './http/forward-request';
import { guardConfigFromEnv } from './public-writes/write-config';
import { createWriteGuard } from './public-writes/write-guard';

const env = process.env;
const numberFrom = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

const apiOrigin = env.API_ORIGIN;
if (!apiOrigin) {
  console.error('API_ORIGIN is required: the origin that answers /cms, /gateway, /rates, /telephony, /locales and /newsletter.');
  process.exit(1);
}

/** The telephony provider may live elsewhere than the other services (its own base URL replaces /telephony). */
const telephonyProvider = env.TELEPHONY_PROVIDER_URL?.replace(/\/$/, '');

function serviceUrl(url: URL): URL {
  if (telephonyProvider && url.pathname.startsWith('/telephony/'))
    return new URL(telephonyProvider + url.pathname.slice('/telephony'.length) + url.search);
  // A Strapi of its own (CMS_ORIGIN) takes /cms/api/... and /cms/uploads/... at its root.
  return cmsTarget(url, env.CMS_ORIGIN) ?? new URL(url.pathname + url.search, apiOrigin);
}

/** The browser's calls to the same-origin service paths go on to the services, as a reverse proxy would send them. */
const forwardToServices = (req: Request) => forwardRequest(req, serviceUrl(new URL(req.url)));

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
  maxConcurrentRenders: numberFrom(env.SSR_MAX_RENDERS),
  cacheMs: numberFrom(env.SSR_CACHE_MS),
  cdnMaxAge: numberFrom(env.CDN_MAX_AGE),
  cdnStaleWhileRevalidate: numberFrom(env.CDN_STALE_WHILE_REVALIDATE),
  // Production is served over https (a proxy terminates TLS in front): browsers keep to it for a year.
  hstsMaxAge: numberFrom(env.HSTS_MAX_AGE) ?? 31_536_000,
});
const running = await serveHandler(handler, numberFrom(env.PORT) ?? 8080, env.HOST);
void precompressSite(distDir);
console.log(`Serving the site on port ${running.port}, services at ${apiOrigin}`);
const stop = () =>
  void running
    .close()
    .then(() => guard.close())
    .then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
