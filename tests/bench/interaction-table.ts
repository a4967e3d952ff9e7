// The interaction table alone (the same rows `npm run bench` prints): `node --import tsx
// tests/bench/interaction-table.ts` serves dist/ with the demo backend and measures it. Given origins
// (`... interaction-table.ts http://localhost:4601 http://localhost:4602`), it measures each already
// running site instead, their visits interleaved round by round, so two builds compare in one run.
// BENCH_INTERACTION_VISITS visits per row (default 3). BENCH_INTERACTION_ONLY (words, comma-separated)
// keeps the actions whose name holds one of them, and the floors they are read beside.
import { startServer } from '../../demo-api/serve';
import { formatTable } from './budgets';
import { INTERACTION_CASES } from './interaction-cases';
import { interactionRows } from './interaction-rows';
import { measureInteractions, withMedians, type InteractionRow } from './interactions';

const visits = Math.max(1, Number(process.env.BENCH_INTERACTION_VISITS) || 3);
const only = (process.env.BENCH_INTERACTION_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const named = INTERACTION_CASES.filter((entry) => entry.floor || only.some((word) => entry.name.includes(word)));
// A kept action keeps its own floor.
const cases = only.length
  ? INTERACTION_CASES.filter((entry) => named.includes(entry) || named.some((kept) => kept.floorAction === entry.name))
  : INTERACTION_CASES;
const given = process.argv.slice(2);
const server = given.length ? undefined : await startServer(Number(process.env.BENCH_PORT) || 4599);
const origins = given.length ? given : [`http://localhost:${server!.port}`];
const results = new Map<string, InteractionRow[]>();
try {
  for (let round = 1; round <= visits; round++) {
    for (const origin of origins) {
      const rows = await measureInteractions(origin, 1, (text) => console.log(`${origin} ${text}`), cases);
      const kept = results.get(origin);
      if (!kept) results.set(origin, rows);
      else rows.forEach((row, index) => kept[index]!.visits.push(...row.visits));
    }
  }
  for (const [origin, rows] of results) {
    console.log(`\n${origin}\n${formatTable(interactionRows(rows.map(withMedians)))}`);
  }
} finally {
  await server?.close();
}
