// Lighthouse mobile (its default: simulated throttling, a mid-range phone) against Debian's Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
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
  /** Audits below full marks in accessibility, best practices and SEO: what keeps them under 100. */
  failing?: string[];
  error?: string;
  /** Performance score of every run; the other figures are the median run's. */
  runs?: Array<number | null>;
}

const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : null);

/** Runs per page: Lighthouse's own guidance is to take the median of several runs on a noisy machine. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

async function auditOnce(port: number, origin: string, path: string): Promise<LighthouseScores> {
  try {
    const result = await lighthouse(`${origin}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('no report');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
    return {
      path,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      failing: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? []).flatMap((ref) => {
          const value = lhr.audits[ref.id]?.score;
          return ref.weight > 0 && typeof value === 'number' && value < 1 ? [`${id}:${ref.id}`] : [];
        }),
      ),
      error: lhr.runtimeError?.message,
    };
  } catch (error) {
    return { path, performance: null, accessibility: null, bestPractices: null, seo: null, lcpMs: null, tbtMs: null, cls: null, error: String(error) };
  }
}

/** The run with the median performance score (its own LCP, TBT and CLS), plus every run's score. */
function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: runs.map((run) => run.performance) };
}

export async function runLighthouse(origin: string): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const results: LighthouseScores[] = [];
  try {
    for (const { path } of BENCH_PAGES) {
      const runs: LighthouseScores[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await auditOnce(chrome.port, origin, path));
      results.push(medianRun(runs));
    }
  } finally {
    chrome.kill();
  }
  return results;
}
