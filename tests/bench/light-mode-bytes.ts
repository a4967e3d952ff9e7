// Light mode's saving: the bytes a first visit transfers, with and without `Save-Data: on`. Each visit is
// a browser context of its own (no cache, the service worker allowed, as a real first visit), at a
// desktop viewport (where the full page shows the hero picture and the finder's map), scrolled to the
// bottom once loaded (so the chart and the stats come near), and counted until LINGER_MS after the load
// event (past the idle fetch-ahead and the warm-up, 5 s after load). The bytes are counted on the wire
// by a proxy in front of the site: headers and bodies as the server sent them (compressed), every
// request of the page and of its service worker alike. The two variants alternate visit by visit.
import { createServer, request, type Server } from 'node:http';
import type { Browser } from '@playwright/test';
import { listenLocally, type LocalServer } from './local-server';
import { max, median, round, type Row } from './budgets';
import { DESKTOP } from './pages';

export const LIGHT_MODE_PAGES = ['/es', '/cajeros', '/comprar'];
const LINGER_MS = 9000;

export interface LightModeBytes {
  path: string;
  fullKb: number[];
  lightKb: number[];
}

interface CountingProxy extends LocalServer {
  /** Bytes sent to the browser since the last call. */
  take(): number;
}

/** Serves `upstream` on a free localhost port, counting the bytes of every answer it passes on. */
async function startCountingProxy(upstream: string): Promise<CountingProxy> {
  const target = new URL(upstream);
  let bytes = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        // Status line and headers as sent, roughly: the names and values with their separators.
        bytes += 15 + answer.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  const local = await listenLocally(server);
  return {
    ...local,
    take: () => {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
  };
}

async function visit(browser: Browser, proxy: CountingProxy, path: string, light: boolean): Promise<number> {
  const context = await browser.newContext({ ...DESKTOP, ...(light ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}) });
  const page = await context.newPage();
  proxy.take();
  await page.goto(`${proxy.origin}${path}`, { waitUntil: 'load' });
  const loadedAt = Date.now();
  // Down the page as a reader would, so what loads when near the viewport (the chart, the stats) comes.
  for (let step = 0; step < 6; step++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(Math.max(0, LINGER_MS - (Date.now() - loadedAt)));
  await context.close();
  // Whatever was still on its way when the context closed belongs to this visit too.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return proxy.take();
}

/** `visits` first visits per page and variant, the variants alternating. */
export async function measureLightModeBytes(browser: Browser, origin: string, visits = 2): Promise<LightModeBytes[]> {
  const proxy = await startCountingProxy(origin);
  const results = LIGHT_MODE_PAGES.map((path) => ({ path, fullKb: [] as number[], lightKb: [] as number[] }));
  try {
    for (let round_ = 0; round_ < visits; round_++) {
      for (const result of results) {
        // Which variant goes first alternates too, so neither always meets a warmer server.
        const order = round_ % 2 ? [true, false] : [false, true];
        for (const light of order) {
          const kb = round((await visit(browser, proxy, result.path, light)) / 1024);
          (light ? result.lightKb : result.fullKb).push(kb);
        }
      }
    }
  } finally {
    await proxy.close();
  }
  return results;
}

/** One row per page: light mode's median bytes, budget half the full page's. */
export function lightModeRows(results: LightModeBytes[]): Row[] {
  return results.map(({ path, fullKb, lightKb }) => {
    const full = median(fullKb);
    const light = median(lightKb);
    return {
      group: `Light mode ${path}`,
      metric: 'first visit, bytes transferred (Save-Data: on)',
      value: round(light),
      unit: 'KB',
      budget: max(round(full / 2)),
      note: `full ${round(full)} KB (budget: half of it); light/full ${Math.round((light / full) * 100)}%; visits full ${fullKb.join(', ')}, light ${lightKb.join(', ')}`,
    };
  });
}
