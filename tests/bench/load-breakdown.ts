// Where a page's "JS added" (load-table.ts) goes. Lighthouse's own trace of the page, of the page without
// the code its loader fetches ahead (its `soon` modules: what a first touch would otherwise wait for), and
// of its document floor, in interleaved rounds; each one's main-thread task time, by the kind of work at
// the top of each task. "in tasks with nothing traced" is time in tasks whose inside Lighthouse's trace
// does not name: the browser's own work, such as taking in the resources the page loads.
//   node --import tsx tests/bench/load-breakdown.ts [origin] [/path ...]
// Without an origin it serves dist/ (BENCH_PORT); by default it breaks down /es. BENCH_LIGHTHOUSE_RUNS
// rounds (default 3); medians.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../../demo-api/serve';
import { median } from './budgets';
import { RUNS } from './lighthouse-audit';
import { CHROMIUM, CHROMIUM_ARGS } from './pages';
import { startRewritingProxy, startScriptFreeProxy, withoutCodeAhead } from './script-free-proxy';
import { taskTimeByKind, type TraceEvent } from './task-kinds';

async function traceOf(url: string): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const trace = (result?.artifacts as { Trace?: { traceEvents: TraceEvent[] } } | undefined)?.Trace;
    if (!trace) throw new Error(`No trace for ${url}`);
    return taskTimeByKind(trace.traceEvents, new URL(url).origin);
  } finally {
    await chrome.kill();
  }
}

const args = process.argv.slice(2);
const givenOrigin = args.find((arg) => /^https?:\/\//.test(arg));
const paths = args.filter((arg) => arg.startsWith('/'));
const server = givenOrigin ? undefined : await startServer(Number(process.env.BENCH_PORT) || 4598);
const origin = givenOrigin ?? `http://localhost:${server!.port}`;
const floor = await startScriptFreeProxy(origin);
const noCodeAhead = await startRewritingProxy(origin, withoutCodeAhead);
const variants = [
  { name: 'page', origin },
  { name: 'no code ahead', origin: noCodeAhead.origin },
  { name: 'floor', origin: floor.origin },
];
try {
  for (const path of paths.length ? paths : ['/es']) {
    const runs = new Map<string, Array<Record<string, number>>>(variants.map((variant) => [variant.name, []]));
    for (let round = 1; round <= RUNS; round++) {
      for (const variant of variants) runs.get(variant.name)!.push(await traceOf(`${variant.origin}${path}`));
      console.error(`${path}: round ${round}/${RUNS}`);
    }
    const medianOf = (name: string, kind: string) => median(runs.get(name)!.map((byKind) => byKind[kind] ?? 0)) ?? 0;
    const kinds = [...new Set([...runs.values()].flat().flatMap(Object.keys))]
      .map((kind) => ({ kind, added: medianOf('page', kind) - medianOf('floor', kind) }))
      .sort((a, b) => (a.kind === 'total' ? -1 : b.kind === 'total' ? 1 : Math.abs(b.added) - Math.abs(a.added)))
      .slice(0, 12);
    console.log(`\n${path} (${origin}), main-thread ms, medians of ${RUNS}`);
    console.log(['kind of work'.padEnd(36), ...variants.map((variant) => variant.name.padStart(14)), 'page - floor'.padStart(14)].join(''));
    for (const { kind, added } of kinds) {
      const cells = variants.map((variant) => medianOf(variant.name, kind).toFixed(1).padStart(14));
      console.log([kind.padEnd(36), ...cells, added.toFixed(1).padStart(14)].join(''));
    }
  }
} finally {
  await Promise.all([floor.close(), noCodeAhead.close(), server?.close()]);
}
