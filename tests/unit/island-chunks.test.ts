// How the browser build groups the shared code (scripts/island-chunks.ts): an island waits only for
// groups of what some island reaches, and never for what only the app uses.
import type { Rollup } from 'vite';
import { islandChunks } from '../../scripts/island-chunks';

type Graph = Record<string, { imports?: string[]; lazy?: string[] }>;

const ROOT = '/site';
const GRAPH: Graph = {
  [`${ROOT}/src/main.tsx`]: { imports: [`${ROOT}/src/start-up/island-roots.tsx`], lazy: [`${ROOT}/src/start.tsx`] },
  [`${ROOT}/src/start-up/island-roots.tsx`]: {},
  [`${ROOT}/src/start-up/page-runtime.tsx`]: {
    imports: [`${ROOT}/node_modules/react-dom/client.js`, `${ROOT}/src/state/query-client.ts`],
  },
  [`${ROOT}/src/features/finder/finder-island.tsx`]: {
    imports: [`${ROOT}/src/ui/text-field.tsx`],
    lazy: [`${ROOT}/src/features/finder/finder-map.tsx`],
  },
  [`${ROOT}/src/features/finder/finder-map.tsx`]: { imports: [`${ROOT}/src/lib/map-tiles.ts`] },
  [`${ROOT}/src/start.tsx`]: { imports: [`${ROOT}/node_modules/@tanstack/react-router/index.js`, `${ROOT}/src/seo/page-head.ts`] },
  [`${ROOT}/src/seo/page-head.ts`]: { imports: [`${ROOT}/src/state/query-client.ts`] },
  [`${ROOT}/src/routes/route-data.ts`]: { imports: [`${ROOT}/node_modules/@tanstack/react-router/index.js`] },
  [`${ROOT}/node_modules/@tanstack/react-router/index.js`]: {},
  [`${ROOT}/node_modules/react-dom/client.js`]: {},
  [`${ROOT}/src/state/query-client.ts`]: {},
  [`${ROOT}/src/ui/text-field.tsx`]: {},
  [`${ROOT}/src/lib/map-tiles.ts`]: {},
};

function groupOf(id: string) {
  const meta = {
    getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
    getModuleInfo: (module: string) =>
      GRAPH[module]
        ? ({ importedIds: GRAPH[module].imports ?? [], dynamicallyImportedIds: GRAPH[module].lazy ?? [] } as unknown as Rollup.ModuleInfo)
        : null,
  } as unknown as Rollup.ManualChunkMeta;
  return islandChunks(`${ROOT}/src/main.tsx`)(`${ROOT}/${id}`, meta);
}

describe('islandChunks', () => {
  it("keeps the entry's own modules in its chunk", () => {
    expect(groupOf('src/start-up/island-roots.tsx')).toBe('entry');
  });

  it('groups what the islands and their runtime reach, lazily too', () => {
    expect(groupOf('node_modules/react-dom/client.js')).toBe('react');
    expect(groupOf('src/state/query-client.ts')).toBe('site-core');
    expect(groupOf('src/ui/text-field.tsx')).toBe('site-core');
    expect(groupOf('src/lib/map-tiles.ts')).toBe('site-core');
  });

  it("puts a shared layer's module that only the app uses in a group of the app's", () => {
    expect(groupOf('src/seo/page-head.ts')).toBe('app-site-core');
  });

  it('leaves a module that leads to the router out of every group', () => {
    expect(groupOf('src/routes/route-data.ts')).toBeUndefined();
  });
});
