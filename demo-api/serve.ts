/**
 * Node entry: the demo API plus the built site on one origin. `node --import tsx demo-api/serve.ts`
 * (PORT, default 4173). Listens on '::' so both 127.0.0.1 and ::1 work (*.localhost may resolve to
 * either), falling back to 0.0.0.0 where IPv6 is unavailable.
 */
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { existsSync, realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { API_PREFIXES, createDemoApp } from './app';
import { compressResponse } from './compression';
import { markets } from './data/markets';
import { readLocaleFolder } from './locales-node';
import { precompressSite, staticSite } from './static-site';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = resolve(here, '..', 'dist');

const isApiPath = (pathname: string) => API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolveListen();
    });
  });
}

export interface RunningServer {
  port: number;
  server: Server;
  close(): Promise<void>;
}

export async function startServer(port: number = Number(process.env.PORT) || 4173): Promise<RunningServer> {
  const api = createDemoApp({ locales: readLocaleFolder(join(here, 'data', 'locales')) });
  const site = staticSite(DIST_DIR, () => existsSync(DIST_DIR));
  const server = createAdaptorServer({
    fetch: async (req: Request, env: HttpBindings | unknown) => {
      if (!isApiPath(new URL(req.url).pathname)) return site(req);
      const res = await api.fetch(req);
      if (res.type === 'error') {
        // The `drop` fault: close the socket without answering.
        (env as HttpBindings).incoming.socket.destroy();
        return new Response(null, { status: 499 });
      }
      return compressResponse(req, res);
    },
  }) as Server;

  try {
    await listen(server, port, '::');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw err;
    await listen(server, port, '0.0.0.0');
  }
  void precompressSite(DIST_DIR);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    server,
    close: () => new Promise((done) => server.close(() => done())),
  };
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
  console.log(`Serving http://localhost:${running.port} (markets: ${hosts})`);
  if (!existsSync(DIST_DIR)) console.log(`Note: ${DIST_DIR} is missing, so only the API answers. Run \`npm run build\` to serve the site.`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
