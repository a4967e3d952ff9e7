// The table rows of one page: its first-load code, its HTML, and Lighthouse at each CPU setting.
import { holds, max, min, round, type Row } from './budgets';
import type { FirstLoad } from './first-load';
import type { HtmlBytes } from './html-bytes';
import type { CpuSetting, LighthouseScores } from './lighthouse-audit';

export const HOME_JS_KB = 140;

export interface PageFigures {
  name: string;
  path: string;
  mobile: FirstLoad;
  desktop: FirstLoad;
  html: HtmlBytes;
  /** One entry per CPU setting, Lighthouse's default first. */
  lighthouse: Array<{ cpu: CpuSetting; scores: LighthouseScores }>;
}

export const documentFloorGroup = (path: string) => `Document floor ${path} (HTML and CSS, no script)`;
export const HOST_FLOOR_GROUP = 'Host floor (one heading and one paragraph)';

export const cpuLabel = (cpu: CpuSetting) => `CPU ${cpu.slowdown}x${cpu.name === 'calibrated' ? ' calibrated' : ''}`;

const code = (entry: FirstLoad) => `map ${entry.map ? 'yes' : 'no'}, chart ${entry.chart ? 'yes' : 'no'}`;
const failing = (scores: LighthouseScores, category: string) => scores.failing?.filter((id) => id.startsWith(category)).join(' ') || undefined;

export function pageRows({ name, path, mobile, desktop, html, lighthouse }: PageFigures): Row[] {
  const group = `${name} ${path}`;
  const rows: Row[] = [
    {
      group,
      metric: 'first-load JS (gzip)',
      value: mobile.jsKb,
      unit: 'KB',
      budget: name === 'Home' ? max(HOME_JS_KB) : null,
      note: `mobile: ${code(mobile)}; desktop ${desktop.jsKb} KB: ${code(desktop)}`,
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
  ];
  for (const { cpu, scores } of lighthouse) {
    const at = cpuLabel(cpu);
    const note = scores.error ? scores.error.slice(0, 80) : `median of runs ${scores.runs?.join(', ')}; ${cpu.note}`;
    rows.push(
      { group, metric: `Lighthouse performance, ${at}`, value: scores.performance, unit: '', budget: min(98), note },
      { group, metric: `LCP, ${at}`, value: scores.lcpMs === null ? null : round(scores.lcpMs / 1000, 2), unit: 's', budget: max(1.5) },
      { group, metric: `TBT, ${at}`, value: scores.tbtMs === null ? null : Math.round(scores.tbtMs), unit: 'ms', budget: max(50) },
      { group, metric: `CLS, ${at}`, value: scores.cls === null ? null : round(scores.cls, 3), unit: '', budget: max(0.02) },
      { group, metric: `FCP, ${at}`, value: scores.fcpMs === null ? null : round(scores.fcpMs / 1000, 2), unit: 's', budget: null },
    );
  }
  // The other categories do not depend on the CPU: the last setting's (the calibrated one) stand for both.
  const last = lighthouse.at(-1);
  if (last) {
    const { scores } = last;
    rows.push(
      { group, metric: 'Lighthouse accessibility', value: scores.accessibility, unit: '', budget: min(100), note: failing(scores, 'accessibility') },
      { group, metric: 'Lighthouse best practices', value: scores.bestPractices, unit: '', budget: min(100), note: failing(scores, 'best-practices') },
      { group, metric: 'Lighthouse SEO', value: scores.seo, unit: '', budget: min(100), note: failing(scores, 'seo') },
    );
  }
  return rows;
}

/**
 * A floor under the pages: a page's server HTML with no script (script-free-proxy.ts) or the minimal page
 * (host-floor.ts), in Lighthouse at each CPU setting. Info rows: the note says how the figure stands
 * against the page budget, which no code change can beat when the floor alone misses it.
 */
export function floorRows(group: string, lighthouse: Array<{ cpu: CpuSetting; scores: LighthouseScores }>): Row[] {
  const against = (value: number | null, budget: { limit: number; kind: 'max' | 'min' }, unit: string) =>
    value === null ? undefined : `budget ${budget.kind === 'max' ? '<=' : '>='} ${budget.limit}${unit}: ${holds({ group, metric: '', value, unit, budget }) ? 'within' : 'over'}`;
  return lighthouse.flatMap(({ cpu, scores }) => {
    const at = cpuLabel(cpu);
    const lcp = scores.lcpMs === null ? null : round(scores.lcpMs / 1000, 2);
    const tbt = scores.tbtMs === null ? null : Math.round(scores.tbtMs);
    return [
      { group, metric: `Lighthouse performance, ${at}`, value: scores.performance, unit: '', budget: null, note: scores.error ? scores.error.slice(0, 80) : `median of runs ${scores.runs?.join(', ')}; ${against(scores.performance, min(98), '')}` },
      { group, metric: `LCP, ${at}`, value: lcp, unit: 's', budget: null, note: against(lcp, max(1.5), ' s') },
      { group, metric: `TBT, ${at}`, value: tbt, unit: 'ms', budget: null, note: against(tbt, max(50), ' ms') },
      { group, metric: `FCP, ${at}`, value: scores.fcpMs === null ? null : round(scores.fcpMs / 1000, 2), unit: 's', budget: null },
    ];
  });
}
