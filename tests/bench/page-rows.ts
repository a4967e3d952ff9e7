// The table rows of one page: its first-load code, its HTML, its hydration before any interaction, and
// Lighthouse at each CPU setting beside its document floor (the same HTML with no script).
import { holds, max, median, min, round, type Row } from './budgets';
import type { FirstLoad } from './first-load';
import type { Hydration } from './hydration';
import type { HtmlBytes } from './html-bytes';
import type { CpuSetting, LighthouseScores } from './lighthouse-audit';

export const HOME_JS_KB = 140;
/** Issue 31's budgets for each page at Lighthouse's default 4x. */
export const JS_ADDED_MS = 200;
export const PERFORMANCE = 95;

export interface PageFigures {
  name: string;
  path: string;
  mobile: FirstLoad;
  desktop: FirstLoad;
  html: HtmlBytes;
  hydration: Hydration;
  /** One entry per CPU setting, Lighthouse's default first: the page's median run and its document floor's. */
  lighthouse: Array<{ cpu: CpuSetting; page: LighthouseScores; floor: LighthouseScores }>;
}

export const HOST_FLOOR_GROUP = 'Host floor (one heading and one paragraph)';

export const cpuLabel = (cpu: CpuSetting) => `CPU ${cpu.slowdown}x${cpu.name === 'calibrated' ? ' calibrated' : ''}`;

const code = (entry: FirstLoad) => `map ${entry.map ? 'yes' : 'no'}, chart ${entry.chart ? 'yes' : 'no'}`;
const failing = (scores: LighthouseScores, category: string) =>
  scores.failing?.filter((id) => id.startsWith(category)).join(' ') || undefined;

export interface JsAdded {
  /** Median over rounds of the page's task time minus its floor's in the same round; null without a complete round. */
  ms: number | null;
  /** The page's and the floor's own medians, over the rounds each measured. */
  pageMs: number | null;
  floorMs: number | null;
  /** Each round's difference (null where either audit failed). */
  perRound: Array<number | null>;
}

/**
 * "JS added": what the page's script costs the main thread over its document floor. Rounds pair by index
 * (the page and its floor ran together), and the median is taken of the differences, not the difference
 * of the medians, so a round slowed by the machine slows both sides of its own difference.
 */
export function jsAdded(pageRuns: Array<number | null>, floorRuns: Array<number | null>): JsAdded {
  const known = (values: Array<number | null>) => values.filter((value): value is number => typeof value === 'number');
  const medianOf = (values: number[]) => (values.length ? Math.round(median(values)) : null);
  const perRound = pageRuns.map((page, index) => {
    const floor = floorRuns[index];
    return typeof page === 'number' && typeof floor === 'number' ? Math.round(page - floor) : null;
  });
  return { ms: medianOf(known(perRound)), pageMs: medianOf(known(pageRuns)), floorMs: medianOf(known(floorRuns)), perRound };
}

/** Elements under #root that React has claimed once the page has settled, before any interaction. */
export function hydrationRow(group: string, hydration: Hydration): Row {
  const metric = 'elements hydrated before any interaction';
  if (hydration.error || hydration.elements === 0)
    return { group, metric, value: null, unit: '', budget: null, note: hydration.error ?? 'no element under #root' };
  return {
    group,
    metric,
    value: hydration.hydrated,
    unit: '',
    budget: null,
    note: `of ${hydration.elements} (${round((100 * hydration.hydrated) / hydration.elements, 1)} %)`,
  };
}

const seconds = (ms: number | null) => (ms === null ? null : round(ms / 1000, 2));
const floorSays = (floor: LighthouseScores, text: string) => (floor.error ? `floor failed: ${floor.error.slice(0, 60)}` : `floor ${text}`);

/** The Lighthouse rows of one page at one CPU setting, each with the floor's figure in its note. */
export function besideFloorRows(group: string, cpu: CpuSetting, page: LighthouseScores, floor: LighthouseScores): Row[] {
  const at = cpuLabel(cpu);
  const added = jsAdded(page.taskRuns ?? [page.taskMs], floor.taskRuns ?? [floor.taskMs]);
  const cls = (scores: LighthouseScores) => (scores.cls === null ? null : round(scores.cls, 3));
  const tbt = (scores: LighthouseScores) => (scores.tbtMs === null ? null : Math.round(scores.tbtMs));
  return [
    {
      group,
      metric: `Lighthouse performance, ${at}`,
      value: page.performance,
      unit: '',
      budget: min(PERFORMANCE),
      note: page.error
        ? page.error.slice(0, 80)
        : `median of runs ${page.runs?.join(', ')}; ${floorSays(floor, `${floor.performance} (runs ${floor.runs?.join(', ')})`)}; ${cpu.note}`,
    },
    {
      group,
      metric: `LCP, ${at}`,
      value: seconds(page.lcpMs),
      unit: 's',
      budget: max(1.5),
      note: floorSays(floor, `${seconds(floor.lcpMs)} s`),
    },
    { group, metric: `TBT, ${at}`, value: tbt(page), unit: 'ms', budget: null, note: floorSays(floor, `${tbt(floor)} ms`) },
    { group, metric: `CLS, ${at}`, value: cls(page), unit: '', budget: max(0), note: floorSays(floor, `${cls(floor)}`) },
    {
      group,
      metric: `FCP, ${at}`,
      value: seconds(page.fcpMs),
      unit: 's',
      budget: null,
      note: floorSays(floor, `${seconds(floor.fcpMs)} s`),
    },
    {
      group,
      metric: `JS added (task time over the document floor), ${at}`,
      value: added.ms,
      unit: 'ms',
      budget: max(JS_ADDED_MS),
      note: `median of per-round differences ${added.perRound.map((value) => value ?? 'n/a').join(', ')}; page median ${added.pageMs ?? 'n/a'} ms, floor median ${added.floorMs ?? 'n/a'} ms`,
    },
  ];
}

export function pageRows({ name, path, mobile, desktop, html, hydration, lighthouse }: PageFigures): Row[] {
  const group = `${name} ${path}`;
  const rows: Row[] = [
    {
      group,
      metric: 'first-load JS fetched (gzip)',
      value: mobile.jsKb,
      unit: 'KB',
      budget: name === 'Home' ? max(HOME_JS_KB) : null,
      note: `mobile: ${code(mobile)}; desktop ${desktop.jsKb} KB: ${code(desktop)}`,
    },
    {
      group,
      metric: 'first-load JS executed before any interaction (gzip)',
      value: mobile.executedJsKb,
      unit: 'KB',
      budget: null,
      note: `${mobile.appStarted ? 'the app had started' : 'before the app starts'}; desktop ${desktop.executedJsKb} KB`,
    },
    { group, metric: 'first-load CSS (gzip)', value: mobile.cssKb, unit: 'KB', budget: null, note: `desktop ${desktop.cssKb} KB` },
    {
      group,
      metric: 'HTML as served (gzip)',
      value: html.status === 200 && html.encoding === 'gzip' ? html.servedKb : null,
      unit: 'KB',
      budget: null,
      note: `${html.status} ${html.encoding}; ${html.rawKb} KB raw, ${html.gzip9Kb} KB at gzip -9`,
    },
    hydrationRow(group, hydration),
  ];
  for (const { cpu, page, floor } of lighthouse) rows.push(...besideFloorRows(group, cpu, page, floor));
  // The other categories do not depend on the CPU: the last setting's stand for all.
  const last = lighthouse.at(-1);
  if (last) {
    const { page: scores } = last;
    rows.push(
      {
        group,
        metric: 'Lighthouse accessibility',
        value: scores.accessibility,
        unit: '',
        budget: min(100),
        note: failing(scores, 'accessibility'),
      },
      {
        group,
        metric: 'Lighthouse best practices',
        value: scores.bestPractices,
        unit: '',
        budget: min(100),
        note: failing(scores, 'best-practices'),
      },
      { group, metric: 'Lighthouse SEO', value: scores.seo, unit: '', budget: min(100), note: failing(scores, 'seo') },
    );
  }
  return rows;
}

/**
 * A floor under every page: the minimal page (host-floor.ts) in Lighthouse at each CPU setting. Info rows: the note says how the figure stands
 * against the page budget, which no code change can beat when the floor alone misses it.
 */
export function floorRows(group: string, lighthouse: Array<{ cpu: CpuSetting; scores: LighthouseScores }>): Row[] {
  const against = (value: number | null, budget: { limit: number; kind: 'max' | 'min' }, unit: string) =>
    value === null
      ? undefined
      : `budget ${budget.kind === 'max' ? '<=' : '>='} ${budget.limit}${unit}: ${holds({ group, metric: '', value, unit, budget }) ? 'within' : 'over'}`;
  return lighthouse.flatMap(({ cpu, scores }) => {
    const at = cpuLabel(cpu);
    const lcp = scores.lcpMs === null ? null : round(scores.lcpMs / 1000, 2);
    const tbt = scores.tbtMs === null ? null : Math.round(scores.tbtMs);
    const taskRuns = (scores.taskRuns ?? [scores.taskMs]).map((ms) => (ms === null ? null : Math.round(ms)));
    const tasks = taskRuns.filter((ms): ms is number => ms !== null);
    return [
      {
        group,
        metric: `Lighthouse performance, ${at}`,
        value: scores.performance,
        unit: '',
        budget: null,
        note: scores.error
          ? scores.error.slice(0, 80)
          : `median of runs ${scores.runs?.join(', ')}; ${against(scores.performance, min(PERFORMANCE), '')}`,
      },
      { group, metric: `LCP, ${at}`, value: lcp, unit: 's', budget: null, note: against(lcp, max(1.5), ' s') },
      { group, metric: `TBT, ${at}`, value: tbt, unit: 'ms', budget: null },
      { group, metric: `FCP, ${at}`, value: scores.fcpMs === null ? null : round(scores.fcpMs / 1000, 2), unit: 's', budget: null },
      {
        group,
        metric: `main-thread task time, ${at}`,
        value: tasks.length ? Math.round(median(tasks)) : null,
        unit: 'ms',
        budget: null,
        note: `median of runs ${taskRuns.map((ms) => ms ?? 'n/a').join(', ')}`,
      },
    ];
  });
}
