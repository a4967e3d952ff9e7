import { describe, expect, it } from 'vitest';
import { holds } from '../bench/budgets';
import type { CpuSetting, LighthouseScores } from '../bench/lighthouse-audit';
import { besideFloorRows, hydrationRow, jsAdded } from '../bench/page-rows';

describe('jsAdded (median of per-round differences)', () => {
  it('pairs the page and its floor round by round and takes the median of the differences', () => {
    // Medians of each side: 900 and 300, a difference of 600; the rounds' own differences are 100, 700, 800.
    expect(jsAdded([400, 900, 1000], [300, 200, 200])).toEqual({ ms: 700, pageMs: 900, floorMs: 200, perRound: [100, 700, 800] });
  });

  it('is not the difference of the medians when a slow round slows both sides', () => {
    const added = jsAdded([800, 1400, 820], [300, 900, 310]);
    expect(added.ms).toBe(500);
    expect(added.pageMs! - added.floorMs!).toBe(510);
  });

  it('leaves out a round where either audit failed, and averages the middle two of an even count', () => {
    expect(jsAdded([500, null, 600, 700, 650], [300, 100, 250, 300, 200])).toEqual({
      ms: 375,
      pageMs: 625,
      floorMs: 250,
      perRound: [200, null, 350, 400, 450],
    });
  });

  it('rounds to whole ms, keeps a negative difference, and is null without one complete round', () => {
    expect(jsAdded([90.4], [120.2]).ms).toBe(-30);
    expect(jsAdded([null, 500], [200, null])).toEqual({ ms: null, pageMs: 500, floorMs: 200, perRound: [null, null] });
    expect(jsAdded([], []).ms).toBeNull();
  });
});

const fourX: CpuSetting = { name: 'default', slowdown: 4, benchmarkIndex: null, note: "CPU 4x (Lighthouse's default)" };
const run = (overrides: Partial<LighthouseScores>): LighthouseScores => ({
  path: '/cajeros',
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1060,
  tbtMs: 180.6,
  cls: 0,
  fcpMs: 800,
  taskMs: 600,
  runs: [95, 96, 97],
  taskRuns: [650, 600, 610],
  ...overrides,
});

describe('besideFloorRows', () => {
  const rows = besideFloorRows(
    'ATM list /cajeros',
    fourX,
    run({}),
    run({ performance: 99, tbtMs: 90, lcpMs: 1000, runs: [99, 99, 100], taskRuns: [420, 430, 410] }),
  );
  const row = (start: string) => rows.find((entry) => entry.metric.startsWith(start))!;

  it('holds a page at performance 95, CLS 0 and JS added 200 ms', () => {
    expect(rows.map((entry) => [entry.metric, entry.value, holds(entry)])).toEqual([
      ['Lighthouse performance, CPU 4x', 96, true],
      ['LCP, CPU 4x', 1.06, true],
      ['TBT, CPU 4x', 181, null],
      ['CLS, CPU 4x', 0, true],
      ['FCP, CPU 4x', 0.8, null],
      ['JS added (task time over the document floor), CPU 4x', 200, true],
    ]);
  });

  it("notes the floor's figure beside the page's", () => {
    expect(row('Lighthouse performance').note).toBe(
      "median of runs 95, 96, 97; floor 99 (runs 99, 99, 100); CPU 4x (Lighthouse's default)",
    );
    expect(row('TBT').note).toBe('floor 90 ms');
    expect(row('JS added').note).toBe('median of per-round differences 230, 170, 200; page median 610 ms, floor median 420 ms');
  });

  it('fails a page 1 ms over the JS budget, below performance 95, or with any layout shift', () => {
    const over = besideFloorRows(
      'g',
      fourX,
      run({ performance: 94, cls: 0.004, taskRuns: [621, 621, 621] }),
      run({ taskRuns: [420, 420, 420] }),
    );
    expect(over.filter((entry) => holds(entry) === false).map((entry) => entry.metric)).toEqual([
      'Lighthouse performance, CPU 4x',
      'CLS, CPU 4x',
      'JS added (task time over the document floor), CPU 4x',
    ]);
  });

  it('says when the floor failed, and gives no JS added then', () => {
    const failed = besideFloorRows(
      'g',
      fourX,
      run({}),
      run({ performance: null, taskMs: null, taskRuns: [null, null, null], error: 'Error: NO_FCP' }),
    );
    expect(row('TBT').note).toBe('floor 90 ms');
    expect(failed.find((entry) => entry.metric.startsWith('TBT'))!.note).toBe('floor failed: Error: NO_FCP');
    expect(failed.find((entry) => entry.metric.startsWith('JS added'))).toMatchObject({ value: null });
    expect(holds(failed.find((entry) => entry.metric.startsWith('JS added'))!)).toBe(false);
  });
});

describe('hydrationRow', () => {
  it('gives the hydrated count, with the share of all elements under #root', () => {
    expect(hydrationRow('Buy /comprar', { path: '/comprar', elements: 612, hydrated: 87 })).toEqual({
      group: 'Buy /comprar',
      metric: 'elements hydrated before any interaction',
      value: 87,
      unit: '',
      budget: null,
      note: 'of 612 (14.2 %)',
    });
    expect(hydrationRow('g', { path: '/', elements: 300, hydrated: 300 }).note).toBe('of 300 (100 %)');
  });

  it('gives no figure when the page never became ready or had nothing under #root', () => {
    expect(hydrationRow('g', { path: '/', elements: 0, hydrated: 0, error: 'TimeoutError: page.waitForFunction' })).toMatchObject({
      value: null,
      note: 'TimeoutError: page.waitForFunction',
    });
    expect(hydrationRow('g', { path: '/', elements: 0, hydrated: 0 })).toMatchObject({ value: null, note: 'no element under #root' });
  });
});
