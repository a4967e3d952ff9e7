// What a first touch waits for, in script: the gzip KB of the chunks an action's code needs beyond the page's
// entry, read from the build's chunk map (dist-server/client-manifest.json). A native control needs none;
// an island needs its own chunk, what it imports and the islands' runtime; the first client navigation
// needs the app.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { ChunkMap } from '../../src/contracts/chunk-map';
import type { Row } from './budgets';
import { round } from './budgets';

/** What every island wakes with, loaded by the entry: React DOM and the providers, and the server's state. */
const ISLAND_RUNTIME = ['src/start-up/page-runtime.tsx'];

const ACTIONS: Array<[action: string, source: string | null]> = [
  ['menu tap (a native popover)', null],
  ['typing in the finder (its island)', 'src/features/finder/list/finder-island.tsx'],
  ['typing in the calculator (its island)', 'src/features/exchange/calculator-island.tsx'],
  ['the call-me panel (the floating widgets island)', 'src/app/islands/floating-widgets-island.tsx'],
  ['the first client navigation (the app)', 'src/start.tsx'],
];

export function firstTouchCodeRows(mapFile = 'dist-server/client-manifest.json', distDir = 'dist'): Row[] {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as ChunkMap;
  const gzipKb = (chunk: string) => gzipSync(readFileSync(`${distDir}/${chunk}`)).length / 1024;
  const closure = (chunk: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(chunk)) return seen;
    seen.add(chunk);
    map.chunks[chunk]?.imports.forEach((imported) => closure(imported, seen));
    return seen;
  };
  const entry = closure(map.entry);
  return ACTIONS.map(([action, source]) => {
    const needed = new Set<string>();
    if (source) [source, ...ISLAND_RUNTIME].forEach((module) => closure(map.modules[module]!, needed));
    const chunks = [...needed].filter((chunk) => !entry.has(chunk));
    return {
      group: 'What a first touch waits for (script beyond the entry)',
      metric: action,
      value: round(chunks.reduce((sum, chunk) => sum + gzipKb(chunk), 0)),
      unit: 'KB gzip',
      budget: null,
      note: chunks.length
        ? `${chunks.length} chunks: ${chunks.map((chunk) => chunk.replace(/^assets\/|-[\w-]{8}\.js$/g, '')).join(', ')}`
        : 'no script',
    };
  });
}
