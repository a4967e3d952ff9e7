import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server of the bench's own (a test page, a proxy) listening on localhost. */
export interface LocalServer {
  origin: string;
  close(): Promise<void>;
}

/** Starts `server` on a free localhost port. */
export async function listenLocally(server: Server): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
