// `npm run bench`: builds, serves the production bundle with the demo backend, measures size, hydration
// before any interaction, speed, Lighthouse scores (at Lighthouse's 4x CPU slowdown) of the pages, each
// beside its document floor (the same HTML with no script) in the same rounds, and of the host floor (a
// minimal page), the finder and chart timings, the offline repeat visit and the server under load, and
// prints one table (also written to .bench/results.json). Figures, not pass/fail tests: a noisy machine
// moves them. Also light mode's bytes on a first visit beside the full page's (light-mode-bytes.ts).
// BENCH_SKIP_BUILD=1 reuses dist/; BENCH_PORT picks the port (default 4599);
// BENCH_LIGHTHOUSE_RUNS rounds per page and CPU setting (default 3); BENCH_CPU_SLOWDOWN adds a second CPU
// setting (a number, or 'calibrate' to fit one to this host); BENCH_LOAD_SECONDS is each load run's length
// (default 20).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer, type RunningServer } from '../../demo-api/serve';
import { formatTable, holds, max, type Row } from './budgets';
import { chartAllRange, offlineFinderPaint } from './browser-bench';
import { runFinderBench } from './finder-bench';
import { measureFirstLoads } from './first-load';
import { measureHtmlBytes } from './html-bytes';
import { measureHydrations } from './hydration';
import { runLighthouse, runPagesBesideFloor } from './lighthouse-audit';
import { proofRows, runProofBench } from './proof-of-work-bench';
import { loadRows } from './load-rows';
import { startMinimalPage } from './host-floor';
import { floorRows, HOST_FLOOR_GROUP, pageRows } from './page-rows';
import { BENCH_PAGES, CHROMIUM, CHROMIUM_ARGS } from './pages';
import { startScriptFreeProxy } from './script-free-proxy';
import { LOAD_SECONDS, runServerLoad } from './server-load';
import { stackFloorKb } from './stack-floor';
import { measureInteractions } from './interactions';
import { interactionRows } from './interaction-rows';
import { firstTouchCodeRows } from './first-touch-code';
import { lightModeRows, measureLightModeBytes } from './light-mode-bytes';

const BENCH_TILE_URL = '/__demo/tiles/{z}/{x}/{y}.png';

const startedAt = Date.now();
const minutes = () => `${((Date.now() - startedAt) / 60_000).toFixed(1)} min`;
const step = (text: string) => console.log(`bench: ${text} (${minutes()})`);

async function serve(): Promise<RunningServer> {
  try {
    return await startServer(Number(process.env.BENCH_PORT) || 4599);
  } catch {
    return startServer(0);
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    step('building');
    // OpenStreetMap is out of reach here: map tiles come from the demo backend's empty tile route, so a
    // failed third-party request does not count against the site in Lighthouse's console audit.
    const built = spawnSync('npm', ['run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VITE_TILE_URL: BENCH_TILE_URL },
    });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const server = await serve();
  const origin = `http://localhost:${server.port}`;
  step(`serving ${origin}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    step('first loads');
    const firstLoads = await measureFirstLoads(browser, origin);
    step('hydration before any interaction');
    const hydration = await measureHydrations(browser, origin);
    step('light mode: bytes of a first visit with and without Save-Data, alternating');
    const lightMode = await measureLightModeBytes(browser, origin, Math.max(1, Number(process.env.BENCH_LIGHT_VISITS) || 2));
    step('chart, all range');
    const chart = await chartAllRange(browser, origin);
    step('offline repeat visit');
    const offline = await offlineFinderPaint(browser, origin);
    step("bot check: solve times (CPU 1x and 4x) and a script's solutions per CPU-second");
    const proof = await runProofBench(browser, origin);
    await browser.close();
    step('interactions: each action on fresh visits at a phone viewport, CPU 4x, slow 4G, at 300 ms, 3.3 s and 9 s after load');
    const interactions = await measureInteractions(origin, undefined, (text) => step(`  ${text}`));
    step('finder on 10,000 locations');
    const finder = runFinderBench();
    step('stack floor');
    const floor = await stackFloorKb();
    step('HTML as served');
    const html = await measureHtmlBytes(origin);
    step('Lighthouse (mobile, simulated throttling), each page beside its document floor (the same HTML with no script)');
    const proxy = await startScriptFreeProxy(origin);
    const lighthouse = await runPagesBesideFloor(
      origin,
      proxy.origin,
      BENCH_PAGES.map((page) => page.path),
      (text) => step(`  ${text}`),
    ).finally(() => proxy.close());
    step('Lighthouse on the host floor (one heading and one paragraph)');
    const minimal = await startMinimalPage();
    const hostFloor = await runLighthouse(minimal.origin, ['/'], lighthouse.settings).finally(() => minimal.close());
    step(`server load (${LOAD_SECONDS} s per run)`);
    const load = await runServerLoad((run) =>
      step(`  ${run.path} ${run.cache} ${run.connections} conn.: ${run.requestsPerSecond} req/s, p95 ${run.p95Ms} ms`),
    );

    const rows: Row[] = BENCH_PAGES.flatMap(({ name, path }) =>
      pageRows({
        name,
        path,
        mobile: firstLoads.find((entry) => entry.path === path && entry.viewport === 'mobile')!,
        desktop: firstLoads.find((entry) => entry.path === path && entry.viewport === 'desktop')!,
        html: html.find((entry) => entry.path === path)!,
        hydration: hydration.find((entry) => entry.path === path)!,
        lighthouse: lighthouse.pages.find((entry) => entry.path === path)!.settings,
      }),
    );
    rows.push(
      ...floorRows(
        HOST_FLOOR_GROUP,
        hostFloor.map(({ cpu, pages }) => ({ cpu, scores: pages[0]! })),
      ),
    );
    rows.push({
      group: 'Finder, 10,000 locations',
      metric: 'keystroke to list (slowest key)',
      value: finder.keystrokeWorstMs,
      unit: 'ms',
      budget: max(16),
      note: `slowest '${finder.slowestKey}'; median key ${finder.keystrokeMedianMs} ms; index build ${finder.indexBuildMs} ms`,
    });
    rows.push({
      group: 'Finder, 10,000 locations',
      metric: 'keystroke plus filters to list (slowest key)',
      value: finder.filteredKeystrokeWorstMs,
      unit: 'ms',
      budget: max(16),
      note: `can sell + ETH, facet counts, 20 saved first; median key ${finder.filteredKeystrokeMedianMs} ms`,
    });
    rows.push({
      group: 'Finder, 10,000 locations',
      metric: 'filter change to list',
      value: finder.filterChangeWorstMs,
      unit: 'ms',
      budget: max(16),
      note: `slowest of 5 filter sets on the whole list; once a minute the open-now facts are worked out again first: ${finder.factsColdMs} ms`,
    });
    rows.push({
      group: 'Finder, 10,000 locations',
      metric: 'clustering (build + query)',
      value: finder.clusterBuildAndQueryMs,
      unit: 'ms',
      budget: max(100),
      note: `query only ${finder.clusterQueryMs} ms`,
    });
    rows.push({
      group: 'Buy chart /comprar',
      metric: "'all' range to canvas drawn",
      value: chart.medianMs,
      unit: 'ms',
      budget: null,
      note: `runs ${chart.runs.join(', ')} (history call included)`,
    });
    rows.push({
      group: 'Offline repeat visit /cajeros',
      metric: 'navigation to finder list',
      value: offline.medianMs,
      unit: 'ms',
      budget: max(300),
      note: `runs ${offline.runs.join(', ')}`,
    });
    rows.push({
      group: 'Stack floor',
      metric: 'framework bundle (gzip)',
      value: floor.kb,
      unit: 'KB',
      budget: null,
      note: `${floor.names} names src/ imports from React, router, Query, i18next, workbox-window, persister, idb-keyval`,
    });
    rows.push(...lightModeRows(lightMode));
    rows.push(...interactionRows(interactions));
    rows.push(...firstTouchCodeRows());
    rows.push(...proofRows(proof));
    rows.push(...loadRows(load.runs, load.servers));

    console.log(`\n${formatTable(rows)}\n`);
    const over = rows.filter((row) => holds(row) === false);
    console.log(
      over.length ? `${over.length} of ${rows.filter((row) => row.budget).length} budgeted rows over budget.` : 'Every budgeted row holds.',
    );
    console.log(`The bench took ${minutes()}.`);
    mkdirSync('.bench', { recursive: true });
    writeFileSync(
      '.bench/results.json',
      JSON.stringify(
        {
          at: new Date().toISOString(),
          took: minutes(),
          rows,
          firstLoads,
          hydration,
          lightMode,
          html,
          lighthouse,
          hostFloor,
          load,
          finder,
          chart,
          offline,
          floor,
          proof,
          interactions,
        },
        null,
        2,
      ),
    );
    console.log('Written to .bench/results.json');
  } finally {
    await browser.close().catch(() => undefined);
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
