// The table rows of the server load runs (server-load.ts): throughput, latency and failures per run,
// and each server process's memory.
import { max, type Row } from './budgets';
import type { LoadRun, ServerMemory } from './server-load';

const ms = (value: number | null) => (value === null ? 'n/a' : String(value));

export function loadRows(runs: LoadRun[], servers: ServerMemory[]): Row[] {
  const rows: Row[] = [];
  for (const run of runs) {
    const group = `Server load ${run.path}, ${run.cache}, ${run.connections} conn.`;
    const what = run.cache === 'uncached' ? 'each one a render' : 'from the page cache, re-rendered as it expires';
    rows.push(
      {
        group,
        metric: 'requests per second',
        value: run.requestsPerSecond,
        unit: 'req/s',
        budget: null,
        note: `${run.answers} answers in ${run.seconds} s, ${what}`,
      },
      {
        group,
        metric: 'latency p50 / p95 / p99',
        value: `${ms(run.p50Ms)} / ${ms(run.p95Ms)} / ${ms(run.p99Ms)} ms`,
        unit: 'ms',
        budget: null,
      },
      {
        group,
        // A render that fails or times out still answers 200, with the client shell: a failure all the same.
        metric: 'failed: errors, non-2xx, shell',
        value: run.errors + run.non2xx + run.shellFallbacks,
        unit: '',
        budget: max(0),
        note: `errors ${run.errors} (timeouts ${run.timeouts}), non-2xx ${run.non2xx}, shell fallbacks ${run.shellFallbacks}${run.serverExit ? `; ${run.serverExit}` : ''}`,
      },
    );
  }
  for (const server of servers) {
    const after = runs.filter((run) => run.cache === server.cache).map((run) => run.rssMb ?? 'died');
    const restarts = server.restarts ? `; started again ${server.restarts} times after dying` : '';
    rows.push({
      group: `Server load, ${server.cache} process`,
      metric: 'peak RSS (VmHWM)',
      value: server.peakRssMb,
      unit: 'MB',
      budget: null,
      note: `${server.startRssMb} MB once started; after each run ${after.join(', ')} MB${restarts}`,
    });
  }
  return rows;
}
