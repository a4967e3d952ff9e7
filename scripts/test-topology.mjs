// `npm run test:topology`: the production set of scripts/topology-process.mjs, tested through its proxy.
//   - cache: a second request is a HIT, per host and Save-Data; service reads, writes and the service worker are never stored;
//   - a stale page answers while one request refreshes it, and while both site processes are stopped;
//   - one site process killed during a load run (200 connections, 20 s) costs no failed request;
//   - the 4th call-back to one number is refused (429) though the four went to different processes, and a
//     client cannot pick its own address with X-Forwarded-For; the same write sent to both processes at once
//     places one call; 20 challenges a second from one address get 429 after the limit (topology-write-checks.mjs);
//   - the contract check and the content-pages e2e against Strapi on PostgreSQL;
//   - load figures through the proxy and straight to one process (figures, not pass/fail).
// Results: test-results/topology-results.json ({ passed, failed, tests }), topology-contract-results.json,
// e2e-topology-results.json (all counted by scripts/test-summary.mjs), topology-measures.json.
// TOPOLOGY_PORT (4800) is the first of seven ports; TOPOLOGY_LOAD_SECONDS (10) each figure run's length.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureCmsInstalled } from './strapi-process.mjs';
import { ensureBuilt, ensureDebianPackages, startTopology } from './topology-process.mjs';
import {
  CONNECTIONS,
  HOST,
  accessLines,
  check,
  expectEqual,
  expectThat,
  http,
  load,
  logSize,
  sleep,
  tests,
  untilCachedCopyExpires,
} from './topology-kit.mjs';
import { writeChecks } from './topology-write-checks.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results');
const LOAD_SECONDS = Math.max(1, Number(process.env.TOPOLOGY_LOAD_SECONDS) || 10);
const KILL_RUN_SECONDS = 20;
/** Short, so the stale tests need not wait a minute; the proxy reads it from the answers like any other. */
const CDN_MAX_AGE = 4;

const runStarted = Date.now();
mkdirSync(RESULTS, { recursive: true });
await ensureDebianPackages();
ensureCmsInstalled();
ensureBuilt();
const setupMs = Date.now() - runStarted;
const topology = await startTopology({ siteEnv: { CDN_MAX_AGE: String(CDN_MAX_AGE) } });
const proxy = topology.proxyOrigin;
const page = (path, host = HOST, extra = {}) =>
  http(`${proxy}${path}`, { headers: { host: `${host}:${topology.ports.proxy}`, 'accept-encoding': 'gzip, br', ...extra } });
const measures = {
  setupMs,
  strapiOnPostgresStartMs: topology.strapiMs,
  cdnMaxAge: CDN_MAX_AGE,
  loadSeconds: LOAD_SECONDS,
  connections: CONNECTIONS,
  load: [],
};
let e2eStatus = 0;

try {
  console.log('topology: cache');
  await check('the second request for a page is a cache HIT, cached per host', async () => {
    const first = await page('/es');
    expectEqual(first.status, 200, 'status');
    expectEqual(first.headers['x-cache-status'], 'MISS', 'first X-Cache-Status');
    expectThat(
      /s-maxage=\d+/.test(String(first.headers['cache-control'])),
      `cache-control passes through: ${first.headers['cache-control']}`,
    );
    expectEqual((await page('/es')).headers['x-cache-status'], 'HIT', 'second X-Cache-Status');
    // Another market's host is another page: its own entry.
    expectEqual((await page('/es', 'py.localhost')).headers['x-cache-status'], 'MISS', 'py.localhost first');
    expectEqual((await page('/es', 'py.localhost')).headers['x-cache-status'], 'HIT', 'py.localhost second');
    const hosts = ['pa.localhost', 'ar.localhost', 'cr.localhost', 'bo.localhost'];
    for (const host of hosts) expectEqual((await page('/cajeros', host)).status, 200, `${host}/cajeros`);
    expectEqual((await page('/es', 'unknown.example')).status, 421, 'a host that is no market');
  });

  await check('a page asked with Save-Data: on (light mode) is cached apart from the full one', async () => {
    for (const [name, extra] of Object.entries({ light: { 'save-data': 'on' }, full: {} }))
      for (const verdict of ['MISS', 'HIT']) expectEqual((await page('/comprar', HOST, extra)).headers['x-cache-status'], verdict, name);
  });

  await check('service reads, the service worker script and writes are never stored', async () => {
    for (const path of ['/cms/api/cnmv?locale=es', '/sw.js']) {
      const first = await page(path);
      const second = await page(path);
      expectEqual(second.status, 200, `${path} status`);
      expectThat(
        second.headers['x-cache-status'] !== 'HIT' && first.headers['x-cache-status'] !== 'HIT',
        `${path} came from the cache: ${second.headers['x-cache-status']}`,
      );
    }
    // The worker script's own headers reach the browser untouched.
    expectEqual((await page('/sw.js')).headers['cache-control'], 'no-cache', '/sw.js cache-control');
    const from = logSize(topology);
    const write = () =>
      http(`${proxy}/newsletter/subscribe`, {
        method: 'POST',
        headers: { host: `${HOST}:${topology.ports.proxy}`, 'content-type': 'application/json' },
        body: '{}',
      });
    const answers = [await write(), await write()];
    await sleep(200);
    const reached = accessLines(topology, from).filter((entry) => entry.request.startsWith('POST'));
    expectEqual(reached.length, 2, 'POSTs logged');
    for (const entry of reached)
      expectThat(entry.upstream !== '' && entry.cache === '-', `a write was answered without a site process: ${entry.line}`);
    return `writes answered ${answers.map((a) => a.status).join(', ')} by ${reached.map((e) => e.upstream).join(', ')}`;
  });

  await check('an expired page answers STALE at once while one request refreshes it', async () => {
    await untilCachedCopyExpires(() => page('/cajeros'), CDN_MAX_AGE);
    const stale = await page('/cajeros');
    expectEqual(stale.status, 200, 'status');
    expectEqual(stale.headers['x-cache-status'], 'STALE', 'expired page X-Cache-Status');
    // The background update has put a fresh copy in.
    await sleep(1500);
    expectEqual((await page('/cajeros')).headers['x-cache-status'], 'HIT', 'after the background update');
  });

  await check('a page answers from the cache, stale, while both site processes are stopped', async () => {
    await untilCachedCopyExpires(() => page('/es'), CDN_MAX_AGE);
    await Promise.all(topology.sites.map((site) => site.stop()));
    try {
      const stale = await page('/es');
      expectEqual(stale.status, 200, '/es status');
      expectEqual(stale.headers['x-cache-status'], 'STALE', '/es X-Cache-Status');
      expectThat(stale.body.length > 1000, 'the stale page has a body');
      // A page never cached has nothing to fall back on: the processes really are down.
      expectEqual((await page('/cajero/1002')).status, 502, 'a page never cached');
    } finally {
      await Promise.all(topology.sites.map((site) => site.start()));
    }
    // Both were marked down a moment ago; the proxy must not keep refusing now that they are back.
    expectEqual((await page('/locales/es')).status, 200, 'a service read as soon as the processes are back');
  });

  await writeChecks(topology);

  console.log(`topology: a site process killed during ${KILL_RUN_SECONDS} s at ${CONNECTIONS} connections`);
  await check('one site process killed in the middle of a load run costs 0 failed requests', async () => {
    const from = logSize(topology);
    const victim = topology.sites[0];
    const victimAddress = `127.0.0.1:${victim.port}`;
    let killedAt = 0;
    // Pages come from the cache; the service reads are never stored, so half the requests reach a process.
    const run = await load({
      url: proxy,
      seconds: KILL_RUN_SECONDS,
      requests: [
        { method: 'GET', path: '/es' },
        { method: 'GET', path: '/cms/api/cnmv?locale=es' },
        { method: 'GET', path: '/cajeros' },
        { method: 'GET', path: '/locales/es' },
      ],
      onStart: () =>
        setTimeout(
          () => {
            killedAt = logSize(topology);
            victim.proc.child.kill('SIGKILL');
          },
          (KILL_RUN_SECONDS * 1000) / 2,
        ),
    });
    await sleep(300);
    const lines = accessLines(topology, from);
    const beforeKill = readFileSync(topology.accessLog)
      .subarray(from, killedAt)
      .toString()
      .split('\n')
      .filter((line) => line.includes(`upstream="${victimAddress}"`)).length;
    const retried = lines.filter((entry) => entry.upstream.includes(',')).length;
    // 499: autocannon hung up on the requests still open when its time ran out; nobody was refused.
    const failedInLog = lines.filter((entry) => !/" (200|304|499) /.test(entry.line)).length;
    const openAtTheEnd = lines.filter((entry) => /" 499 /.test(entry.line)).length;
    measures.killRun = {
      ...run,
      openAtTheEnd,
      servedByKilledProcessBeforeKill: beforeKill,
      retriedOnTheOther: retried,
      survivorServed: lines.filter((e) => e.upstream.endsWith(`:${topology.sites[1].port}`)).length,
    };
    await victim.start();
    expectThat(killedAt > 0, 'the process was not killed during the run');
    expectThat(beforeKill > 0, 'the killed process had served nothing: the run did not reach it');
    expectEqual(
      run.errors + run.timeouts + run.non2xx,
      0,
      `failed requests (errors ${run.errors}, timeouts ${run.timeouts}, non-2xx ${run.non2xx})`,
    );
    expectEqual(failedInLog, 0, 'non-200 answers in the access log');
    return `${run.answers} answers, ${run.requestsPerSecond} rps, ${beforeKill} served by the killed process before, ${retried} retried on the other`;
  });

  console.log('topology: Strapi on PostgreSQL');
  await check('the contract check passes against Strapi on PostgreSQL', async () => {
    execSync(
      `node cms/contract/compare.mjs --cms ${topology.strapi.origin}/api --standin http://127.0.0.1:${topology.ports.demo}/cms/api --json test-results/topology-contract-results.json`,
      { cwd: ROOT, stdio: 'inherit' },
    );
  });
  // Counted from its own results file: each spec is a test of its own in the summary.
  execSync('node scripts/ensure-chromium.mjs', { cwd: ROOT, stdio: 'inherit' });
  try {
    execSync('npx playwright test tests/e2e/content-pages.spec.ts', {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        CI: process.env.CI ?? '1',
        E2E_PORT: String(topology.ports.proxy),
        E2E_SERVERS: 'external',
        E2E_JSON: 'test-results/e2e-topology-results.json',
        E2E_OUTPUT: 'test-results/e2e-topology',
      },
    });
  } catch (error) {
    e2eStatus = error.status ?? 1;
  }

  console.log(`topology: load figures, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each, warm`);
  const direct = `http://127.0.0.1:${topology.sites[1].port}`;
  for (const path of ['/es', '/cajeros', '/cajero/1001']) {
    for (const [via, origin] of [
      ['proxy', proxy],
      ['one process', direct],
    ]) {
      for (let i = 0; i < 10; i++) await http(`${origin}${path}`, { headers: { host: HOST, 'accept-encoding': 'gzip, br' } });
      const run = await load({ url: `${origin}${path}`, seconds: LOAD_SECONDS });
      measures.load.push({ path, via, ...run });
      console.log(
        `  ${path.padEnd(13)} ${via.padEnd(12)} ${String(run.requestsPerSecond).padStart(6)} rps  p50 ${run.p50Ms} ms  p95 ${run.p95Ms} ms  p99 ${run.p99Ms} ms  failed ${run.errors + run.timeouts + run.non2xx}`,
      );
    }
  }
  for (const path of ['/es', '/cajeros', '/cajero/1001']) {
    await check(`${path} through the proxy at ${CONNECTIONS} connections: no failed request`, async () => {
      const run = measures.load.find((entry) => entry.path === path && entry.via === 'proxy');
      expectEqual(
        run.errors + run.timeouts + run.non2xx,
        0,
        `failed requests (errors ${run.errors}, timeouts ${run.timeouts}, non-2xx ${run.non2xx})`,
      );
    });
  }
  measures.loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
} finally {
  await topology.stop();
}

measures.totalMs = Date.now() - runStarted;
const passed = tests.filter((test) => test.ok).length;
const failed = tests.length - passed;
writeFileSync(join(RESULTS, 'topology-results.json'), `${JSON.stringify({ passed, failed, tests }, null, 2)}\n`);
writeFileSync(join(RESULTS, 'topology-measures.json'), `${JSON.stringify(measures, null, 2)}\n`);
console.log(
  `topology: ${passed} passed, ${failed} failed (e2e ${e2eStatus === 0 ? 'passed' : 'failed'}); ${(measures.totalMs / 1000).toFixed(0)} s in all`,
);
process.exit(failed === 0 && e2eStatus === 0 ? 0 : 1);
