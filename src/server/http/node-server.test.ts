// @vitest-environment node
import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { serveHandler, type RunningServer } from './node-server';

/** 65 s: above the 60 s that pooling clients (nginx, ALB, undici) keep an idle socket. */
const KEEP_ALIVE_MS = 65_000;

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('serveHandler', () => {
  it('keeps idle connections longer than pooling clients do, so a reused socket is not reset under them', async () => {
    running = await serveHandler(async () => new Response('ok'), 0, '127.0.0.1');
    expect(running.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(running.server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
    // What clients go by: undici keeps a socket for the advertised time less a margin.
    const port = running.port;
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/', agent: false, headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['keep-alive'] as string | undefined));
      }).on('error', reject);
    });
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  });
});
