// The bot check's cost (docs/public-writes.md): how long the page's web worker takes to solve one
// challenge at the server's defaults, at 1x and at Lighthouse's 4x CPU slowdown (CDP
// Emulation.setCPUThrottlingRate), and how many solutions a script makes per CPU-second in Node with native
// PBKDF2, the cheapest way to solve one. Run alone: `node --import tsx tests/bench/proof-of-work-bench.ts`
// after `npm run build` (BENCH_PROOF_RUNS solves per setting, default 5).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startServer, DIST_DIR } from '../../demo-api/serve';
import { challengeFrom, solveAsScript } from '../setup/solve-as-script';
import { CHALLENGE_PATH } from '../../src/api/proof-of-work';
import { formatTable, median, round, type Row } from './budgets';
import { CHROMIUM, CHROMIUM_ARGS } from './pages';

const RUNS = Number(process.env.BENCH_PROOF_RUNS) || 5;
const GROUP = 'Bot check (proof of work)';

export interface ProofBench {
  cost: number;
  worker: Array<{ cpu: number; runs: number[] }>;
  script: { solutions: number; cpuSeconds: number; perCpuSecond: number };
}

const workerScript = () => `/assets/${readdirSync(join(DIST_DIR, 'assets')).find((name) => /^form-proof\.worker-[\w-]+\.js$/.test(name))}`;

/** Challenge fetched and solved by the built worker, as the page does while a visitor fills a form. */
async function workerSolves(browser: Browser, origin: string, cpu: number): Promise<number[]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/es`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(
        await page.evaluate(
          async ({ script, path }) => {
            const started = performance.now();
            const challenge = await (await fetch(path, { cache: 'no-store' })).json();
            const worker = new Worker(script, { type: 'module' });
            await new Promise<void>((resolve, reject) => {
              worker.onmessage = (event) => (event.data.solution ? resolve() : reject(new Error(event.data.error)));
              worker.postMessage(challenge);
            });
            worker.terminate();
            return Math.round(performance.now() - started);
          },
          { script: workerScript(), path: CHALLENGE_PATH },
        ),
      );
    }
    return runs;
  } finally {
    await page.close();
  }
}

/** A script's side: challenges solved back to back, against the CPU time they took. */
async function scriptSolves(origin: string) {
  const challenges = await Promise.all(Array.from({ length: RUNS * 2 }, () => challengeFrom(origin)));
  const before = process.cpuUsage();
  for (const challenge of challenges) await solveAsScript(challenge);
  const used = process.cpuUsage(before);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { solutions: challenges.length, cpuSeconds: round(cpuSeconds, 2), perCpuSecond: round(challenges.length / cpuSeconds, 1) };
}

export async function runProofBench(browser: Browser, origin: string): Promise<ProofBench> {
  const cost = (await challengeFrom(origin)).parameters.cost;
  const worker = [];
  for (const cpu of [1, 4]) worker.push({ cpu, runs: await workerSolves(browser, origin, cpu) });
  return { cost, worker, script: await scriptSolves(origin) };
}

export function proofRows(bench: ProofBench): Row[] {
  return [
    ...bench.worker.map(({ cpu, runs }) => ({
      group: GROUP,
      metric: `challenge fetched and solved in the page's worker, CPU ${cpu}x`,
      value: median(runs),
      unit: 'ms',
      budget: null,
      note: `median of ${runs.join(', ')}; PBKDF2/SHA-256, ${bench.cost} iterations a try${cpu > 1 ? "; CDP slows WebCrypto's own threads only in part, so a device this much slower takes up to " + cpu + 'x the 1x figure' : ''}`,
    })),
    {
      group: GROUP,
      metric: 'solutions per CPU-second, a script (Node, native PBKDF2)',
      value: bench.script.perCpuSecond,
      unit: '/s',
      budget: null,
      note: `${bench.script.solutions} solutions in ${bench.script.cpuSeconds} CPU-s; each pays for one call-back, within the rate limits`,
    },
  ];
}

if (process.argv[1]?.endsWith('proof-of-work-bench.ts')) {
  const server = await startServer(Number(process.env.BENCH_PORT) || 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const bench = await runProofBench(browser, `http://localhost:${server.port}`);
    console.log(formatTable(proofRows(bench)));
  } finally {
    await browser.close();
    await server.close();
  }
}
