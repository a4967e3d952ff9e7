// Lighthouse mobile (its default: simulated throttling, a mid-range phone) against Debian's Chromium, at
// Lighthouse's default 4x CPU slowdown, which everyone else's figures use. BENCH_CPU_SLOWDOWN adds a second
// setting: a slowdown it fixes (a number), or 'calibrate' for one fitted to this host as Lighthouse's
// throttling guide asks (the 4x assumes a fast desktop, so on a slower host it simulates a slower phone).
// The pages run beside their document floor (script-free-proxy.ts): each round audits a page and then its
// floor, so the floor's task time, taken from the page's, leaves what the page's own script adds.
// Every audit runs in a browser of its own, as Lighthouse's command line does. In one shared browser the
// page and its floor (both on localhost, one site) took turns in one renderer process, and whichever came
// second began with a garbage collection of the first one's script heap: a long task of 100 ms and more
// that is neither's own load, which the floor, always run after a page, carried.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { median } from './budgets';
import { cpuSlowdownFor } from './cpu-slowdown';
import { BENCH_PAGES, CHROMIUM, CHROMIUM_ARGS } from './pages';

export interface LighthouseScores {
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Observed main-thread time of the top-level tasks (`diagnostics` audit, `totalTaskTime`): real ms, not simulated. */
  taskMs: number | null;
  /** Audits below full marks in accessibility, best practices and SEO: what keeps them under 100. */
  failing?: string[];
  error?: string;
  /** Performance score of every run; the other figures are the median run's. */
  runs?: Array<number | null>;
  /** Task time of every run, in the order they ran. */
  taskRuns?: Array<number | null>;
  /** This host's speed as Lighthouse measured it during the run (higher is faster). */
  benchmarkIndex?: number | null;
}

export interface CpuSetting {
  /** 'default' is Lighthouse's 4x; 'calibrated' is fitted to this host or set by BENCH_CPU_SLOWDOWN. */
  name: 'default' | 'calibrated';
  /** The CPU slowdown the audits ran with. */
  slowdown: number;
  /** Median benchmarkIndex of the calibration runs; null when none were needed. */
  benchmarkIndex: number | null;
  /** Where the slowdown came from, for the table. */
  note: string;
}

export interface LighthouseSetting {
  cpu: CpuSetting;
  pages: LighthouseScores[];
}

const DEFAULT_SLOWDOWN = 4;
const CALIBRATION_RUNS = 3;

const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : null);

/** Runs (rounds) per page and setting: Lighthouse's guidance is to take the median of several runs on a noisy machine. */
export const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

async function auditOnce(origin: string, path: string, cpuSlowdown: number): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Merged into the mobile defaults: only the CPU slowdown changes, the network stays slow 4G.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('no report');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const diagnostics = (lhr.audits.diagnostics?.details as { items?: Array<{ totalTaskTime?: unknown }> } | undefined)?.items?.[0];
    return {
      path,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      taskMs: typeof diagnostics?.totalTaskTime === 'number' ? diagnostics.totalTaskTime : null,
      failing: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? []).flatMap((ref) => {
          const value = lhr.audits[ref.id]?.score;
          return ref.weight > 0 && typeof value === 'number' && value < 1 ? [`${id}:${ref.id}`] : [];
        }),
      ),
      error: lhr.runtimeError?.message,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } catch (error) {
    return {
      path,
      performance: null,
      accessibility: null,
      bestPractices: null,
      seo: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
      fcpMs: null,
      taskMs: null,
      error: String(error),
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median performance score (its own LCP, TBT and CLS), plus every run's score. */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    runs: runs.map((run) => run.performance),
    taskRuns: runs.map((run) => run.taskMs),
  };
}

/** The second slowdown: BENCH_CPU_SLOWDOWN when it is a number, otherwise a few runs measure this host first. */
async function calibrateCpu(origin: string): Promise<CpuSetting> {
  const fixed = Number(process.env.BENCH_CPU_SLOWDOWN);
  if (fixed > 0) return { name: 'calibrated', slowdown: fixed, benchmarkIndex: null, note: `CPU ${fixed}x (BENCH_CPU_SLOWDOWN)` };
  const indexes: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run++) {
    const { benchmarkIndex } = await auditOnce(origin, BENCH_PAGES[0]!.path, DEFAULT_SLOWDOWN);
    if (typeof benchmarkIndex === 'number') indexes.push(benchmarkIndex);
  }
  if (indexes.length === 0)
    return { name: 'calibrated', slowdown: DEFAULT_SLOWDOWN, benchmarkIndex: null, note: 'CPU 4x (calibration failed)' };
  const benchmarkIndex = Math.round(median(indexes));
  const slowdown = cpuSlowdownFor(benchmarkIndex);
  return { name: 'calibrated', slowdown, benchmarkIndex, note: `CPU ${slowdown}x (calibrated: benchmarkIndex ${benchmarkIndex})` };
}

/**
 * Each of `paths` at each CPU setting, RUNS times each, the settings alternating run by run.
 * `settings` reuses the CPU settings of an earlier call instead of choosing them again.
 */
export async function runLighthouse(origin: string, paths: string[], settings?: CpuSetting[]): Promise<LighthouseSetting[]> {
  settings ??= await cpuSettings(origin);
  const results: LighthouseSetting[] = settings.map((cpu) => ({ cpu, pages: [] }));
  for (const path of paths) {
    const runs = settings.map((): LighthouseScores[] => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [index, cpu] of settings.entries()) runs[index]!.push(await auditOnce(origin, path, cpu.slowdown));
    }
    results.forEach((result, index) => result.pages.push(medianRun(runs[index]!)));
  }
  return results;
}

export interface PageBesideFloor {
  path: string;
  /** One entry per CPU setting, Lighthouse's default first: the page's median run and its floor's. */
  settings: Array<{ cpu: CpuSetting; page: LighthouseScores; floor: LighthouseScores }>;
}

/**
 * Each of `paths` from `origin` and from `floorOrigin` (the same server through the script-free proxy),
 * audited alternately: every round audits each path at each setting, the page and then its floor (the
 * floor first every other round, so neither always follows the other). Rounds are outermost, so a spell
 * of load on this shared machine weighs on one round of a few pages, not on every round of one.
 */
export async function runPagesBesideFloor(
  origin: string,
  floorOrigin: string,
  paths: string[],
  progress: (text: string) => void = () => undefined,
  /** Which rounds to run: a part of them lets two sites' rounds interleave (load-table.ts). */
  { rounds = RUNS, firstRound = 0 }: { rounds?: number; firstRound?: number } = {},
): Promise<{ settings: CpuSetting[]; pages: PageBesideFloor[] }> {
  const settings = await cpuSettings(origin);
  const runs = paths.map(() => settings.map(() => ({ page: [] as LighthouseScores[], floor: [] as LighthouseScores[] })));
  for (let round = firstRound; round < firstRound + rounds; round++) {
    for (const [pathIndex, path] of paths.entries()) {
      for (const [index, cpu] of settings.entries()) {
        const slot = runs[pathIndex]![index]!;
        const audits: Array<['page' | 'floor', string]> = [
          ['page', origin],
          ['floor', floorOrigin],
        ];
        if (round % 2 === 1) audits.reverse();
        for (const [kind, from] of audits) slot[kind].push(await auditOnce(from, path, cpu.slowdown));
        const [page, floor] = [slot.page.at(-1)!, slot.floor.at(-1)!];
        progress(
          `round ${round + 1}/${RUNS} ${path} CPU ${cpu.slowdown}x: page ${page.performance ?? page.error} (${Math.round(page.taskMs ?? NaN)} ms tasks), floor ${floor.performance ?? floor.error} (${Math.round(floor.taskMs ?? NaN)} ms tasks)`,
        );
      }
    }
  }
  const pages = paths.map((path, pathIndex) => ({
    path,
    settings: settings.map((cpu, index) => ({
      cpu,
      page: medianRun(runs[pathIndex]![index]!.page),
      floor: medianRun(runs[pathIndex]![index]!.floor),
    })),
  }));
  return { settings, pages };
}

/** Lighthouse's default 4x, plus the second setting when BENCH_CPU_SLOWDOWN asks for one (not when it lands on 4x). */
async function cpuSettings(origin: string): Promise<CpuSetting[]> {
  const byDefault: CpuSetting = {
    name: 'default',
    slowdown: DEFAULT_SLOWDOWN,
    benchmarkIndex: null,
    note: "CPU 4x (Lighthouse's default)",
  };
  if (!process.env.BENCH_CPU_SLOWDOWN) return [byDefault];
  const calibrated = await calibrateCpu(origin);
  return calibrated.slowdown === DEFAULT_SLOWDOWN
    ? [{ ...calibrated, name: 'default', note: `${calibrated.note}: the same as Lighthouse's default` }]
    : [byDefault, calibrated];
}
