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
}

const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : null);

export async function runLighthouse(origin: string): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const results: LighthouseScores[] = [];
  try {
    for (const { path } of BENCH_PAGES) {
      try {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error('no report');
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
        results.push({
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
        });
      } catch (error) {
        results.push({ path, performance: null, accessibility: null, bestPractices: null, seo: null, lcpMs: null, tbtMs: null, cls: null, error: String(error) });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
