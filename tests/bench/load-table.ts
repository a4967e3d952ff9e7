// The load table alone: the Lighthouse rounds of `npm run bench` that put each page beside its document
// floor, and nothing else. `node --import tsx tests/bench/load-table.ts` serves dist/ with the demo backend
// (BENCH_PORT); given an origin (`... load-table.ts http://localhost:4601`) it measures that site instead.
// Paths may follow (`... load-table.ts /es /comprar`); by default, each bench page in Spanish.
// BENCH_LIGHTHOUSE_RUNS rounds (default 3); medians.
import { startServer } from '../../demo-api/serve';
import { formatTable, max, min, round, type Row } from './budgets';
import { runPagesBesideFloor } from './lighthouse-audit';
import { cpuLabel, jsAdded } from './page-rows';
import { BENCH_PAGES } from './pages';
import { startScriptFreeProxy } from './script-free-proxy';

/** The goals of the load work: what a page's script may add, and the scores it keeps. */
const JS_ADDED_GOAL_MS = 150;
const PERFORMANCE_GOAL = 98;

const args = process.argv.slice(2);
const givenOrigin = args.find((arg) => /^https?:\/\//.test(arg));
const givenPaths = args.filter((arg) => arg.startsWith('/'));
/** The first (Spanish) path of each bench page. */
const firstOfEach = BENCH_PAGES.filter((page, index) => BENCH_PAGES.findIndex((other) => other.name === page.name) === index);
const paths = givenPaths.length ? givenPaths : firstOfEach.map((page) => page.path);

const server = givenOrigin ? undefined : await startServer(Number(process.env.BENCH_PORT) || 4599);
const origin = givenOrigin ?? `http://localhost:${server!.port}`;
const proxy = await startScriptFreeProxy(origin);
try {
  const { pages } = await runPagesBesideFloor(origin, proxy.origin, paths, (text) => console.log(text));
  const rows: Row[] = pages.flatMap(({ path, settings }) =>
    settings.flatMap(({ cpu, page, floor }): Row[] => {
      const group = `${path} ${cpuLabel(cpu)}`;
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
    }),
  );
  console.log(`\n${origin}\n${formatTable(rows)}`);
} finally {
  await proxy.close();
  await server?.close();
}
