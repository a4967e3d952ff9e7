/**
 * Node entry for `npm start`: the site's server (src/server/site-server.ts: built files, server render)
 * with the demo backend answering the service paths in process, on one origin.
 * `node --import tsx demo-api/serve.ts` (PORT, default 4173). Listens on '::' so both 127.0.0.1 and ::1
 * work (*.localhost may resolve to either), falling back to 0.0.0.0 where IPv6 is unavailable.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDemoApp } from './app';
import { FAULT_HEADER } from './faults';
import { compressResponse } from '../src/server/http/compression';
import { cmsTarget, forwardRequest } from '../src/server/http/forward-request';
import { markets } from './data/markets';
import { readLocaleFolder } from './locales-node';
import { loadServerEntry, serveHandler, type RunningServer } from '../src/server/http/node-server';
import { createSiteHandler } from '../src/server/site-server';
import { guardConfigFromEnv } from '../src/server/public-writes/write-config';
import { createWriteGuard } from '../src/server/public-writes/write-guard';
import { precompressSite } from '../src/server/http/static-site';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = resolve(here, '..', 'dist');
export const SERVER_DIST_DIR = resolve(here, '..', 'dist-server');

export type { RunningServer };

/** The demo providers' credentials: TELEPHONY_API_KEY and RATES_API_KEY, as a production server reads them. */
const DEMO_TELEPHONY_KEY = process.env.TELEPHONY_API_KEY || 'demo-telephony-credential';
const DEMO_RATES_KEY = process.env.RATES_API_KEY || 'demo-rates-credential';

export async function startServer(port: number = Number(process.env.PORT) || 4173): Promise<RunningServer> {
  // The demo providers want the credentials only the site's server holds (public-writes/credentials.ts adds them).
  const api = createDemoApp({
    locales: readLocaleFolder(join(here, 'data', 'locales')),
    telephonyKey: DEMO_TELEPHONY_KEY,
    ratesKey: DEMO_RATES_KEY,
  });
  // The `drop` fault answers Response.error(); the Node adaptor then closes the socket unanswered.
  // CMS_ORIGIN: the content comes from a real Strapi (cms/, `npm run start:strapi`), the rest from the demo.
  const cmsOrigin = process.env.CMS_ORIGIN || undefined;
  const services = async (req: Request) => {
    const strapiUrl = cmsTarget(new URL(req.url), cmsOrigin);
    if (strapiUrl) return forwardRequest(req, strapiUrl);
    const res = await api.fetch(req);
    return res.type === 'error' ? res : compressResponse(req, res);
  };
  const guard = createWriteGuard({ ...guardConfigFromEnv(), telephonyKey: DEMO_TELEPHONY_KEY, ratesKey: DEMO_RATES_KEY });
  const built = existsSync(join(DIST_DIR, 'index.html'));
  const handler = createSiteHandler({
    distDir: DIST_DIR,
    entry: built ? await loadServerEntry(SERVER_DIST_DIR) : undefined,
    manifestPath: join(SERVER_DIST_DIR, 'client-manifest.json'),
    services,
    guard,
    apiOrigin: `http://127.0.0.1:${port}`,
    // Tests fail the render's own calls with the demo's fault header (faults.ts).
    forwardHeaders: [FAULT_HEADER],
    renderTimeoutMs: Number(process.env.SSR_TIMEOUT_MS) || undefined,
    maxConcurrentRenders: Number(process.env.SSR_MAX_RENDERS) || undefined,
    cacheMs: process.env.SSR_CACHE_MS === undefined ? undefined : Number(process.env.SSR_CACHE_MS),
  });
  const running = await serveHandler(handler, port);
  if (built) void precompressSite(DIST_DIR);
  return { ...running, close: () => running.close().then(() => guard.close()) };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isMainModule()) {
  const running = await startServer();
  const hosts = markets.map((m) => m.Host).join(', ');
  console.log(
    `Serving http://localhost:${running.port} (markets: ${hosts})${process.env.CMS_ORIGIN ? `, content from ${process.env.CMS_ORIGIN}` : ''}`,
  );
  if (!existsSync(DIST_DIR)) console.log(`Note: ${DIST_DIR} is missing, so only the API answers. Run \`npm run build\` to serve the site.`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
