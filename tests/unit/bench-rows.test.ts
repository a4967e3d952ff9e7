import { describe, expect, it } from 'vitest';
import { holds, percentile } from '../bench/budgets';
import type { FirstLoad } from '../bench/first-load';
import type { CpuSetting, LighthouseScores } from '../bench/lighthouse-audit';
import { loadRows } from '../bench/load-rows';
import { floorRows, HOST_FLOOR_GROUP, pageRows } from '../bench/page-rows';
import type { LoadRun } from '../bench/server-load';

describe('percentile (nearest rank)', () => {
  it('takes the smallest value with p% of the values at or below it', () => {
    const values = [15, 20, 35, 40, 50];
    expect(percentile(values, 30)).toBe(20);
    expect(percentile(values, 40)).toBe(20);
    expect(percentile(values, 50)).toBe(35);
    expect(percentile(values, 100)).toBe(50);
  });

  it('does not depend on the order of the values', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
  });

  it('gives the lowest value at p 0, and null for no values', () => {
    expect(percentile([3, 1, 2], 0)).toBe(1);
    expect(percentile([], 50)).toBeNull();
  });
});

const firstLoad = (viewport: FirstLoad['viewport']): FirstLoad => ({
  path: '/es',
  viewport,
  jsKb: 120,
  executedJsKb: 3,
  appStarted: false,
  cssKb: 8,
  files: [],
  warmUpOnly: [],
  map: false,
  chart: false,
});
const scores = (performance: number, lcpMs: number): LighthouseScores => ({
  path: '/es',
  performance,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  lcpMs,
  tbtMs: 20.4,
  cls: 0.0012,
  fcpMs: 900,
  taskMs: 500,
  failing: ['best-practices:errors-in-console'],
  runs: [performance - 1, performance, performance + 1],
  taskRuns: [480, 500, 530],
});
const byDefault: CpuSetting = { name: 'default', slowdown: 4, benchmarkIndex: null, note: "CPU 4x (Lighthouse's default)" };
const calibrated: CpuSetting = {
  name: 'calibrated',
  slowdown: 2.1,
  benchmarkIndex: 900,
  note: 'CPU 2.1x (calibrated: benchmarkIndex 900)',
};

describe('pageRows', () => {
  const rows = pageRows({
    name: 'Home',
    path: '/es',
    mobile: firstLoad('mobile'),
    desktop: firstLoad('desktop'),
    html: { path: '/es', status: 200, servedKb: 5.2, encoding: 'gzip', rawKb: 19.1, gzip9Kb: 5 },
    hydration: { path: '/es', elements: 400, hydrated: 50 },
    lighthouse: [
      { cpu: byDefault, page: scores(90, 2400), floor: { ...scores(97, 1100), taskRuns: [300, 280, 310] } },
      { cpu: calibrated, page: scores(99, 1400), floor: scores(100, 900) },
    ],
  });
  const row = (metric: string) => rows.find((entry) => entry.metric === metric);

  it('gives performance, LCP, TBT, CLS, FCP and JS added once per CPU setting, each with its budget and its floor', () => {
    expect(row('Lighthouse performance, CPU 4x')).toMatchObject({ value: 90, budget: { kind: 'min', limit: 95 } });
    expect(row('Lighthouse performance, CPU 2.1x calibrated')).toMatchObject({
      value: 99,
      note: 'median of runs 98, 99, 100; floor 100 (runs 99, 100, 101); CPU 2.1x (calibrated: benchmarkIndex 900)',
    });
    expect(row('LCP, CPU 4x')).toMatchObject({ value: 2.4, unit: 's', budget: { kind: 'max', limit: 1.5 }, note: 'floor 1.1 s' });
    expect(holds(row('LCP, CPU 4x')!)).toBe(false);
    expect(holds(row('LCP, CPU 2.1x calibrated')!)).toBe(true);
    expect(row('TBT, CPU 4x')).toMatchObject({ value: 20, budget: null, note: 'floor 20 ms' });
    expect(row('CLS, CPU 4x')).toMatchObject({ value: 0.001, budget: { kind: 'max', limit: 0 } });
    expect(holds(row('CLS, CPU 4x')!)).toBe(false);
    expect(row('FCP, CPU 2.1x calibrated')).toMatchObject({ value: 0.9, budget: null });
    expect(row('JS added (task time over the document floor), CPU 4x')).toMatchObject({
      value: 220,
      unit: 'ms',
      budget: { kind: 'max', limit: 200 },
      note: 'median of per-round differences 180, 220, 220; page median 500 ms, floor median 300 ms',
    });
    expect(holds(row('JS added (task time over the document floor), CPU 4x')!)).toBe(false);
    expect(row('JS added (task time over the document floor), CPU 2.1x calibrated')).toMatchObject({ value: 0 });
  });

  it('gives accessibility, best practices and SEO once, with the audits that keep them under 100', () => {
    expect(rows.filter((entry) => entry.metric.startsWith('Lighthouse best practices'))).toHaveLength(1);
    expect(row('Lighthouse best practices')).toMatchObject({ value: 96, note: 'best-practices:errors-in-console' });
  });

  it("budgets the home's first-load JS, reports what of it ran before any interaction, the HTML as served and the hydration", () => {
    expect(row('first-load JS fetched (gzip)')).toMatchObject({ value: 120, budget: { kind: 'max', limit: 140 } });
    expect(row('first-load JS executed before any interaction (gzip)')).toMatchObject({
      value: 3,
      budget: null,
      note: 'before the app starts; desktop 3 KB',
    });
    expect(row('elements hydrated before any interaction')).toMatchObject({ value: 50, budget: null, note: 'of 400 (12.5 %)' });
    expect(row('HTML as served (gzip)')).toMatchObject({ value: 5.2, budget: null, note: '200 gzip; 19.1 KB raw, 5 KB at gzip -9' });
  });
});

describe('floorRows', () => {
  const rows = floorRows(HOST_FLOOR_GROUP, [
    { cpu: byDefault, scores: scores(99, 1200) },
    { cpu: calibrated, scores: { ...scores(93, 1700), tbtMs: 118, taskRuns: [90, null, 84] } },
  ]);
  const row = (metric: string) => rows.find((entry) => entry.metric === metric);

  it('gives performance, LCP, TBT, FCP and task time per CPU setting as info rows, so they never count as over budget', () => {
    expect(rows).toHaveLength(10);
    expect(rows.every((entry) => entry.budget === null && entry.group === 'Host floor (one heading and one paragraph)')).toBe(true);
    expect(row('FCP, CPU 4x')).toMatchObject({ value: 0.9, unit: 's' });
    expect(row('main-thread task time, CPU 4x')).toMatchObject({ value: 500, unit: 'ms', note: 'median of runs 480, 500, 530' });
    expect(row('main-thread task time, CPU 2.1x calibrated')).toMatchObject({ value: 87, note: 'median of runs 90, n/a, 84' });
  });

  it('says how performance and LCP stand against the page budget', () => {
    expect(row('LCP, CPU 4x')!.note).toBe('budget <= 1.5 s: within');
    expect(row('LCP, CPU 2.1x calibrated')).toMatchObject({ value: 1.7, note: 'budget <= 1.5 s: over' });
    expect(row('TBT, CPU 2.1x calibrated')).toMatchObject({ value: 118 });
    expect(row('Lighthouse performance, CPU 2.1x calibrated')!.note).toBe('median of runs 92, 93, 94; budget >= 95: over');
    expect(row('Lighthouse performance, CPU 4x')!.note).toBe('median of runs 98, 99, 100; budget >= 95: within');
  });
});

describe('loadRows', () => {
  const run: LoadRun = {
    path: '/cajeros',
    cache: 'uncached',
    connections: 200,
    seconds: 20.1,
    requestsPerSecond: 41,
    answers: 820,
    p50Ms: 4800,
    p95Ms: 5200,
    p99Ms: null,
    errors: 3,
    timeouts: 2,
    non2xx: 1,
    shellFallbacks: 4,
    rssMb: 260,
    serverExit: null,
  };
  const rows = loadRows(
    [run, { ...run, connections: 20, errors: 0, timeouts: 0, non2xx: 0, shellFallbacks: 0, rssMb: 240 }],
    [{ cache: 'uncached', startRssMb: 150, peakRssMb: 300, restarts: 0 }],
  );

  it('gives throughput, latency percentiles and failures per run', () => {
    expect(rows[0]).toMatchObject({ group: 'Server load /cajeros, uncached, 200 conn.', metric: 'requests per second', value: 41 });
    expect(rows[1]).toMatchObject({ metric: 'latency p50 / p95 / p99', value: '4800 / 5200 / n/a ms', budget: null });
  });

  it('counts errors, non-2xx answers and shell fallbacks as failures, with a budget of none', () => {
    expect(rows[2]).toMatchObject({ value: 8, budget: { kind: 'max', limit: 0 } });
    expect(holds(rows[2]!)).toBe(false);
    expect(holds(rows[5]!)).toBe(true);
  });

  it("gives each server process's peak memory, with its memory after every run", () => {
    expect(rows.at(-1)).toMatchObject({
      group: 'Server load, uncached process',
      value: 300,
      unit: 'MB',
      note: '150 MB once started; after each run 260, 240 MB',
    });
  });

  it('says when the server died during a run, and how often it was started again', () => {
    const died = loadRows(
      [{ ...run, rssMb: null, serverExit: 'server exited (SIGKILL): ' }],
      [{ cache: 'uncached', startRssMb: 150, peakRssMb: 300, restarts: 1 }],
    );
    expect(died[2]!.note).toContain('; server exited (SIGKILL)');
    expect(died.at(-1)!.note).toBe('150 MB once started; after each run died MB; started again 1 times after dying');
  });
});
