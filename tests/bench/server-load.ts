// Server load: how many pages per second the server renders, and how fast it answers, under concurrent
// requests from autocannon on loopback. The site's server runs as its own process (demo-api/serve.ts),
// so its memory can be read from /proc: once with SSR_CACHE_MS=0 (every request renders, with fresh
// service reads) and once with the default 10 s cache, warmed before each run. The load generator
// shares the host's cores with the server: the figures are this machine's floor, not a capacity plan.
import autocannon from 'autocannon';
import { percentile } from './budgets';
import { httpGet } from './http-get';
import { memoryMb, settle, startSiteProcess, stopSiteProcess, type SiteProcess } from './site-process';

export const LOAD_PATHS = ['/es', '/cajeros', '/cajero/1001'];
export const LOAD_CONNECTIONS = [20, 200];
export const LOAD_SECONDS = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS) || 20);
/** autocannon's default: a request unanswered this long counts as an error (a timeout). */
const TIMEOUT_SECONDS = 10;
/** Sequential requests per path before its runs: code loaded and compiled, and the warm cache filled. */
const WARM_UP_REQUESTS = 10;
/** The market comes from the host; Node cannot resolve *.localhost, so requests go to 127.0.0.1 with this Host. */
const MARKET_HOST = 'es.localhost';
/** What a browser sends: the server compresses each page (brotli), and that cost is part of an answer. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
/**
 * A render that fails or takes over 3 s gets the client shell instead, a 200 all the same. The server sends
 * the shell with `cache-control: no-store` (render/shell-fallback.ts), and a rendered page with a CDN max-age.
 */
const isShell = (headers: Record<string, unknown>) =>
  Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'cache-control' && String(value).includes('no-store'));

export type CacheMode = 'uncached' | 'warm';

export interface LoadRun {
  path: string;
  cache: CacheMode;
  connections: number;
  seconds: number;
  /** autocannon's mean of the per-second answer counts. */
  requestsPerSecond: number;
  answers: number;
  /** Over 2xx answers, in ms (autocannon's own latency percentiles stop at p90, p97.5, p99: no p95). */
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  shellFallbacks: number;
  /** The server's resident memory after the run, in MB; null when it died. */
  rssMb: number | null;
  /** How the server process ended during the run (signal or exit code, last words); null while it lives. */
  serverExit: string | null;
}

export interface ServerMemory {
  cache: CacheMode;
  /** Resident memory once started and idle, and the highest peak (VmHWM) of its processes, in MB. */
  startRssMb: number;
  peakRssMb: number;
  /** Processes started again after one died. */
  restarts: number;
}

async function warmUp(port: number, path: string) {
  for (let request = 0; request < WARM_UP_REQUESTS; request++) {
    const { status } = await httpGet(`http://127.0.0.1:${port}${path}`, { host: MARKET_HOST, 'accept-encoding': ACCEPT_ENCODING });
    if (status !== 200) throw new Error(`${path} answered ${status} during warm-up`);
  }
}

async function loadRun(site: SiteProcess, cache: CacheMode, path: string, connections: number): Promise<LoadRun> {
  const latencies: number[] = [];
  let shellFallbacks = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        // Uncached, every request asks for its own URL (a query the page ignores), so the server cannot share
        // one render between concurrent requests for the same page: each answer is a render of its own.
        url: `http://127.0.0.1:${site.port}${path}${cache === 'uncached' ? '?bench=[<id>]' : ''}`,
        idReplacement: cache === 'uncached',
        connections,
        duration: LOAD_SECONDS,
        timeout: TIMEOUT_SECONDS,
        headers: { host: MARKET_HOST, 'accept-encoding': ACCEPT_ENCODING },
        requests: [
          {
            onResponse: (status, _body, _context, headers) => {
              if (status === 200 && isShell(headers ?? {})) shellFallbacks++;
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // Every answer's own time, for percentiles autocannon does not give.
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
  const ms = (p: number) => {
    const value = percentile(latencies, p);
    return value === null ? null : Math.round(value);
  };
  return {
    path,
    cache,
    connections,
    seconds: result.duration,
    requestsPerSecond: Math.round(result.requests.average),
    answers: result['2xx'] + result.non2xx,
    p50Ms: ms(50),
    p95Ms: ms(95),
    p99Ms: ms(99),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    shellFallbacks,
    rssMb: memoryMb(site.pid, 'VmRSS'),
    serverExit: site.exit(),
  };
}

async function startSettled(cache: CacheMode) {
  // Leave SSR_CACHE_MS out for the warm runs, so the server's own default cache time applies.
  const site = await startSiteProcess(cache === 'uncached' ? { SSR_CACHE_MS: '0' } : { SSR_CACHE_MS: undefined });
  await settle(site.pid);
  return { site, rssMb: memoryMb(site.pid, 'VmRSS') ?? 0 };
}

/**
 * Every path at every connection count, uncached then warm: one server process per cache mode, so its
 * memory tells whether it grows from run to run. A process that dies is reported and started again.
 */
export async function runServerLoad(
  onRun: (run: LoadRun) => void = () => undefined,
): Promise<{ runs: LoadRun[]; servers: ServerMemory[] }> {
  const runs: LoadRun[] = [];
  const servers: ServerMemory[] = [];
  for (const cache of ['uncached', 'warm'] as const) {
    const first = await startSettled(cache);
    let site = first.site;
    const memory: ServerMemory = { cache, startRssMb: first.rssMb, peakRssMb: 0, restarts: 0 };
    servers.push(memory);
    const peak = () => (memory.peakRssMb = Math.max(memory.peakRssMb, memoryMb(site.pid, 'VmHWM') ?? 0));
    try {
      for (const path of LOAD_PATHS) {
        for (const connections of LOAD_CONNECTIONS) {
          if (site.exit()) {
            memory.restarts++;
            ({ site } = await startSettled(cache));
          }
          await warmUp(site.port, path);
          const run = await loadRun(site, cache, path, connections);
          peak();
          runs.push(run);
          onRun(run);
          // Let the sockets close and the last renders end before the next run.
          await settle(site.pid);
        }
      }
      peak();
    } finally {
      await stopSiteProcess(site);
    }
  }
  return { runs, servers };
}
