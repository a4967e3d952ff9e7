// The browser's way to the site: a TCP relay on a port of its own, which the journeys cut to make the
// site unreachable while the device still counts as online (poor signal: bars on the screen, nothing
// answers), and restore. The site's server, and its record of what it delivered, keep running behind it.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface SiteLink {
  readonly port: number;
  /** Closes every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
}

export async function openSiteLink(sitePort: number): Promise<SiteLink> {
  const sockets = new Set<Socket>();
  const relay = (browserSide: Socket) => {
    const siteSide = connect(sitePort, '127.0.0.1');
    for (const socket of [browserSide, siteSide]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    browserSide.once('close', () => siteSide.destroy());
    siteSide.once('close', () => browserSide.destroy());
    browserSide.pipe(siteSide).pipe(browserSide);
  };
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer(relay);
      server.once('error', reject);
      server.listen(port, () => resolve(server));
    });

  let server: Server | undefined = await listen(0);
  const port = (server.address() as { port: number }).port;
  return {
    port,
    async cut() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
    async restore() {
      server ??= await listen(port);
    },
  };
}
