// The Node side of the site's server: listening, and loading the server bundle built by Vite.
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../render/entry-server';

export interface RunningServer {
  port: number;
  server: Server;
  close(): Promise<void>;
}

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

/** How long an idle kept-alive connection stays open (see serveHandler). */
const KEEP_ALIVE_MS = 65_000;

/**
 * Serves a fetch handler on `port`, on '::' (both 127.0.0.1 and ::1; *.localhost may resolve to either),
 * or 0.0.0.0 where IPv6 is missing. A handler answering Response.error() gets its socket closed unanswered.
 */
export type SiteHandler = (req: Request, client: { ip?: string }) => Promise<Response>;

export async function serveHandler(handler: SiteHandler, port: number, host?: string): Promise<RunningServer> {
  const server = createAdaptorServer({
    fetch: async (req: Request, env: HttpBindings | unknown) => {
      const res = await handler(req, { ip: (env as HttpBindings).incoming?.socket.remoteAddress });
      if (res.type === 'error') {
        (env as HttpBindings).incoming.socket.destroy();
        return new Response(null, { status: 499 });
      }
      return res;
    },
  }) as Server;
  // A kept-alive socket the server closes just as a client sends on it fails that request with a reset
  // (ECONNRESET, nothing answered). Node closes idle sockets after 5 s; clients that pool connections
  // (fetch/undici, crawlers, CDNs and load balancers, which keep them up to 60 s) only avoid the race if the
  // server waits longer than they do. Under load a client's own idle timer fires late, so 5 s is too close.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Headers of a new request on a kept-alive socket may take that long to start: the limit must exceed it.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  if (host) await listen(server, port, host);
  else {
    try {
      await listen(server, port, '::');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw err;
      await listen(server, port, '0.0.0.0');
    }
  }
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    server,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The server bundle (`npm run build` writes it); without it pages are answered by the client shell. */
export async function loadServerEntry(dir: string): Promise<typeof EntryServer | undefined> {
  const file = join(dir, 'entry-server.js');
  if (!existsSync(file)) {
    console.warn(`${file} is missing: pages are served as the client shell. Run \`npm run build\`.`);
    return undefined;
  }
  return (await import(pathToFileURL(file).href)) as typeof EntryServer;
}
