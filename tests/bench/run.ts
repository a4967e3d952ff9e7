// `npm run bench`: builds, serves the production bundle with the demo backend, measures size, speed,
// Lighthouse scores, the finder and chart timings and the offline repeat visit, and prints one table
// (also written to .bench/results.json). Figures, not pass/fail tests: a noisy machine moves them.
// BENCH_SKIP_BUILD=1 reuses dist/; BENCH_PORT picks the port (default 4599).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer, type RunningServer } from '../../demo-api/serve';
import { formatTable, holds, max, min, round, type Row } from './budgets';
import { chartAllRange, offlineFinderPaint } from './browser-bench';
import { runFinderBench } from './finder-bench';
import { measureFirstLoads } from './first-load';
import { runLighthouse } from './lighthouse-audit';
import { BENCH_PAGES, CHROMIUM, CHROMIUM_ARGS } from './pages';
import { stackFloorKb } from './stack-floor';

const BENCH_TILE_URL = '/__demo/tiles/{z}/{x}/{y}.png';

const HOME_JS_KB = 140;
const step = (text: string) => console.log(`bench: ${text}`);

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
    const built = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, VITE_TILE_URL: BENCH_TILE_URL } });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const server = await serve();
  const origin = `http://localhost:${server.port}`;
  step(`serving ${origin}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    step('first loads');
    const firstLoads = await measureFirstLoads(browser, origin);
    step('chart, all range');
    const chart = await chartAllRange(browser, origin);
    step('offline repeat visit');
    const offline = await offlineFinderPaint(browser, origin);
    await browser.close();
    step('finder on 10,000 locations');
    const finder = runFinderBench();
    step('stack floor');
    const floor = await stackFloorKb();
    step('Lighthouse (mobile, simulated throttling)');
    const { pages: lighthouse, cpu } = await runLighthouse(origin);

    const rows: Row[] = [];
    for (const { name, path } of BENCH_PAGES) {
      const group = `${name} ${path}`;
      const mobile = firstLoads.find((entry) => entry.path === path && entry.viewport === 'mobile')!;
      const desktop = firstLoads.find((entry) => entry.path === path && entry.viewport === 'desktop')!;
      const code = (entry: typeof mobile) => `map ${entry.map ? 'yes' : 'no'}, chart ${entry.chart ? 'yes' : 'no'}`;
      rows.push({
        group,
        metric: 'first-load JS (gzip)',
        value: mobile.jsKb,
        unit: 'KB',
        budget: name === 'Home' ? max(HOME_JS_KB) : null,
        note: `mobile: ${code(mobile)}; desktop ${desktop.jsKb} KB: ${code(desktop)}`,
      });
      rows.push({ group, metric: 'first-load CSS (gzip)', value: mobile.cssKb, unit: 'KB', budget: null, note: `desktop ${desktop.cssKb} KB` });
      const lh = lighthouse.find((entry) => entry.path === path)!;
      const note = lh.error ? lh.error.slice(0, 80) : `median of runs ${lh.runs?.join(', ')}; ${cpu.note}`;
      rows.push({ group, metric: 'Lighthouse performance', value: lh.performance, unit: '', budget: min(98), note });
      rows.push({ group, metric: 'Lighthouse accessibility', value: lh.accessibility, unit: '', budget: min(100), note: lh.failing?.filter((id) => id.startsWith('accessibility')).join(' ') || undefined });
      rows.push({ group, metric: 'Lighthouse best practices', value: lh.bestPractices, unit: '', budget: min(100), note: lh.failing?.filter((id) => id.startsWith('best-practices')).join(' ') || undefined });
      rows.push({ group, metric: 'Lighthouse SEO', value: lh.seo, unit: '', budget: min(100), note: lh.failing?.filter((id) => id.startsWith('seo')).join(' ') || undefined });
      rows.push({ group, metric: 'LCP', value: lh.lcpMs === null ? null : round(lh.lcpMs / 1000, 2), unit: 's', budget: max(1.5) });
      rows.push({ group, metric: 'TBT', value: lh.tbtMs === null ? null : Math.round(lh.tbtMs), unit: 'ms', budget: max(50) });
      rows.push({ group, metric: 'CLS', value: lh.cls === null ? null : round(lh.cls, 3), unit: '', budget: max(0.02) });
    }
    rows.push({ group: 'Finder, 10,000 locations', metric: 'keystroke to list (slowest key)', value: finder.keystrokeWorstMs, unit: 'ms', budget: max(16), note: `slowest '${finder.slowestKey}'; median key ${finder.keystrokeMedianMs} ms; index build ${finder.indexBuildMs} ms` });
    rows.push({ group: 'Finder, 10,000 locations', metric: 'clustering (build + query)', value: finder.clusterBuildAndQueryMs, unit: 'ms', budget: max(100), note: `query only ${finder.clusterQueryMs} ms` });
    rows.push({ group: 'Buy chart /comprar', metric: "'all' range to canvas drawn", value: chart.medianMs, unit: 'ms', budget: null, note: `runs ${chart.runs.join(', ')} (history call included)` });
    rows.push({ group: 'Offline repeat visit /cajeros', metric: 'navigation to finder list', value: offline.medianMs, unit: 'ms', budget: max(300), note: `runs ${offline.runs.join(', ')}` });
    rows.push({ group: 'Stack floor', metric: 'framework bundle (gzip)', value: floor.kb, unit: 'KB', budget: null, note: `${floor.names} names src/ imports from React, router, Query, i18next, workbox-window, persister, idb-keyval` });

    console.log(`\n${formatTable(rows)}\n`);
    const over = rows.filter((row) => holds(row) === false);
    console.log(over.length ? `${over.length} of ${rows.filter((row) => row.budget).length} budgeted rows over budget.` : 'Every budgeted row holds.');
    mkdirSync('.bench', { recursive: true });
    writeFileSync('.bench/results.json', JSON.stringify({ at: new Date().toISOString(), rows, firstLoads, lighthouse, cpu, finder, chart, offline, floor }, null, 2));
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
