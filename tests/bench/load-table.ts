// The load table alone: the Lighthouse rounds of `npm run bench` that put each page beside its document
// floor, and nothing else. `node --import tsx tests/bench/load-table.ts` serves dist/ with the demo backend
// (BENCH_PORT); given origins (`... load-table.ts http://localhost:4601 http://localhost:4602`) it measures
// those sites instead, their rounds interleaved, so two builds compare in one run. Paths may follow
// (`... load-table.ts /es /comprar`); by default, each bench page in Spanish.
// BENCH_LIGHTHOUSE_RUNS rounds (default 3); medians.
import { startServer } from '../../demo-api/serve';
import { formatTable, max, min, round, type Row } from './budgets';
import { medianRun, RUNS, runPagesBesideFloor, type LighthouseScores } from './lighthouse-audit';
import { jsAdded } from './page-rows';
import { BENCH_PAGES } from './pages';
import { startScriptFreeProxy } from './script-free-proxy';

/** The goals of the load work: what a page's script may add, and the scores it keeps. */
const JS_ADDED_GOAL_MS = 150;
const PERFORMANCE_GOAL = 98;

const args = process.argv.slice(2);
const givenOrigins = args.filter((arg) => /^https?:\/\//.test(arg));
const givenPaths = args.filter((arg) => arg.startsWith('/'));
/** The first (Spanish) path of each bench page. */
const firstOfEach = BENCH_PAGES.filter((page, index) => BENCH_PAGES.findIndex((other) => other.name === page.name) === index);
const paths = givenPaths.length ? givenPaths : firstOfEach.map((page) => page.path);

function rowsOf(path: string, page: LighthouseScores, floor: LighthouseScores): Row[] {
  const group = path;
  const added = jsAdded(page.taskRuns ?? [page.taskMs], floor.taskRuns ?? [floor.taskMs]);
  return [
    {
      group,
      metric: 'JS added (task time over the document floor)',
      value: added.ms,
      unit: 'ms',
      budget: max(JS_ADDED_GOAL_MS),
      note: `per round ${added.perRound.map((value) => value ?? 'n/a').join(', ')}; floor median ${added.floorMs ?? 'n/a'} ms`,
    },
    {
      group,
      metric: 'performance',
      value: page.performance,
      unit: '',
      budget: min(PERFORMANCE_GOAL),
      note: page.error?.slice(0, 80) ?? `runs ${page.runs?.join(', ')}; floor ${floor.performance}`,
    },
    { group, metric: 'accessibility', value: page.accessibility, unit: '', budget: min(100), note: page.failing?.join(' ') ?? '' },
    { group, metric: 'SEO', value: page.seo, unit: '', budget: min(100), note: '' },
    {
      group,
      metric: 'TBT',
      value: page.tbtMs === null ? null : Math.round(page.tbtMs),
      unit: 'ms',
      budget: null,
      note: `floor ${floor.tbtMs === null ? 'n/a' : Math.round(floor.tbtMs)} ms`,
    },
    {
      group,
      metric: 'CLS',
      value: page.cls === null ? null : round(page.cls, 3),
      unit: '',
      budget: max(0),
      note: `floor ${floor.cls === null ? 'n/a' : round(floor.cls, 3)}`,
    },
  ];
}

const server = givenOrigins.length ? undefined : await startServer(Number(process.env.BENCH_PORT) || 4599);
const origins = givenOrigins.length ? givenOrigins : [`http://localhost:${server!.port}`];
const proxies = await Promise.all(origins.map((origin) => startScriptFreeProxy(origin)));
try {
  // Per origin and path, every round's audit of the page and of its floor (Lighthouse's default 4x).
  const audits = origins.map(() => paths.map(() => ({ page: [] as LighthouseScores[], floor: [] as LighthouseScores[] })));
  for (let round = 0; round < RUNS; round++) {
    for (const [index, origin] of origins.entries()) {
      const { pages } = await runPagesBesideFloor(origin, proxies[index]!.origin, paths, (text) => console.log(`${origin} ${text}`), {
        rounds: 1,
        firstRound: round,
      });
      pages.forEach(({ settings }, pathIndex) => {
        audits[index]![pathIndex]!.page.push(settings[0]!.page);
        audits[index]![pathIndex]!.floor.push(settings[0]!.floor);
      });
    }
  }
  for (const [index, origin] of origins.entries()) {
    const rows = paths.flatMap((path, pathIndex) => {
      const { page, floor } = audits[index]![pathIndex]!;
      return rowsOf(path, medianRun(page), medianRun(floor));
    });
    console.log(`\n${origin} (Lighthouse mobile, CPU 4x, ${RUNS} rounds)\n${formatTable(rows)}`);
  }
} finally {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await server?.close();
}
