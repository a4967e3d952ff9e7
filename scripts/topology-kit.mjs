// What scripts/test-topology.mjs and its parts share: requests with the Host header kept, the checks and
// their results, load runs with percentiles, and the proxy's access log.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';

export const CONNECTIONS = 200;
export const HOST = 'es.localhost';
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Asks for a page until the proxy holds a copy stored by now, then waits until that copy has expired
 * (`maxAgeSeconds`). A STALE (or UPDATING) answer's fresh copy is stored only when its background update
 * ends, so a wait that began with it would end too soon.
 */
export async function untilCachedCopyExpires(ask, maxAgeSeconds) {
  while (['STALE', 'UPDATING'].includes((await ask()).headers['x-cache-status'])) await sleep(200);
  await sleep((maxAgeSeconds + 1) * 1000);
}

/** GET or POST with node:http: fetch replaces the Host header, and the proxy routes and caches by it. */
/** `localAddress`: another loopback address (127.0.0.2, ...) is another client to the proxy. */
export function http(url, { method = 'GET', headers = {}, body, localAddress } = {}) {
  return new Promise((done, fail) => {
    const req = request(url, { method, headers, timeout: 30_000, localAddress }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)));
    req.end(body);
  });
}

export const tests = [];
export async function check(name, body) {
  const started = Date.now();
  try {
    const detail = await body();
    tests.push({ name, ok: true, ms: Date.now() - started, detail });
    console.log(`  ✓ ${name}${detail ? `  (${typeof detail === 'string' ? detail : JSON.stringify(detail)})` : ''}`);
  } catch (error) {
    tests.push({ name, ok: false, ms: Date.now() - started, error: error.message });
    console.log(`  ✗ ${name}\n      ${error.message}`);
  }
}
export function expectEqual(actual, expected, what) {
  if (actual !== expected) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
export function expectThat(ok, what) {
  if (!ok) throw new Error(what);
}

/** The nearest-rank percentile, as tests/bench/budgets.ts computes it. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]);
}

/** An autocannon run; the per-answer times give p95, which autocannon does not. */
export function load({ url, host = HOST, seconds, requests, onStart }) {
  const latencies = [];
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        headers: { host, 'accept-encoding': 'gzip, deflate, br' },
        requests,
      },
      (error, result) => {
        if (error) return fail(error);
        done({
          requestsPerSecond: Math.round(result.requests.average),
          answers: result['2xx'] + result.non2xx,
          p50Ms: percentile(latencies, 50),
          p95Ms: percentile(latencies, 95),
          p99Ms: percentile(latencies, 99),
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
    onStart?.(instance);
  });
}

/** The access log's lines since `from` (a byte offset), parsed. */
export function accessLines(topology, from = 0) {
  return readFileSync(topology.accessLog)
    .subarray(from)
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => ({
      line,
      request: /"((?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) [^"]*)"/.exec(line)?.[1] ?? '',
      cache: /cache=(\S*)/.exec(line)?.[1] ?? '',
      upstream: /upstream="([^"]*)"/.exec(line)?.[1] ?? '',
    }));
}
export const logSize = (topology) => readFileSync(topology.accessLog).length;
