// How the browser build groups the code a first document's islands need (Rollup's manualChunks). Left to
// itself, Rollup splits the code shared by the islands and the app into dozens of small chunks; each is a
// request, and on a slow connection (HTTP/1.1, six at a time, a long round trip each) the islands waited
// for the last of them. Grouped: React; the data and translation libraries; the site's own shared layers;
// what only rich text needs; the islands every page's layout holds. The entry's own modules stay together, in
// its chunk: it stays small and first. So do the background's (the outbox client, the worker's
// registration), which every page runs after load: none of the shared layers comes with them. Each page,
// and each island of a page's own, keeps a chunk of its own.
import type { Rollup } from 'vite';

/** The group of the view library (React DOM), which the server asks for first (src/server/render/page-assets.ts). */
export const VIEW_LIBRARY_GROUP = 'react';

const GROUPS: Array<[name: string, pattern: RegExp]> = [
  [VIEW_LIBRARY_GROUP, /\/node_modules\/(react|react-dom|scheduler)\//],
  ['page-libraries', /\/node_modules\/(@tanstack\/(query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements)\//],
  // The sanitizer and the converters only content pages need.
  ['rich-text', /\/node_modules\/dompurify\/|\/src\/ui\/(rich-text|sanitize-html|blocks-to-html|markdown-to-html)\.tsx?$/],
  // The layers every island stands on: app state, clients, translations, markets, content queries, the
  // outbox's client, and the shared components (form fields, icons), but not the chart.
  [
    'site-core',
    /\/src\/(lib|state|api|i18n|markets|contracts|content|offline|seo)\/|\/src\/ui\/(?!charts\/)[^/]+\.tsx?$|vite\/preload-helper|\/src\/start-up\/page-runtime\.tsx$|\/src\/app\/(page-providers|loader-bar|window-behaviour)\.tsx?$/,
  ],
  // The layout's islands (consent, status, notices, widgets, install, sign-up), which every page has.
  ['layout-islands', /\/src\/app\/islands\/|\/src\/features\/(consent|widgets|newsletter)\/|\/src\/ui\/install\//],
];

const ROUTER = /\/node_modules\/@tanstack\/(react-router|router-core|history)\//;

/** The modules these import statically (and, with `lazily`, dynamically too), all the way down. */
function importGraph(from: string | string[], info: Rollup.ManualChunkMeta['getModuleInfo'], lazily = false): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const module = info(id);
    module?.importedIds.forEach(visit);
    if (lazily) module?.dynamicallyImportedIds.forEach(visit);
  };
  [from].flat().forEach(visit);
  return seen;
}

/** Whether a module reaches the router through its static imports: only the app needs the router. */
function routerReacher(info: Rollup.ManualChunkMeta['getModuleInfo']): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const reaches = (id: string): boolean => {
    if (ROUTER.test(id)) return true;
    if (known.has(id)) return known.get(id)!;
    known.set(id, false);
    const answer = (info(id)?.importedIds ?? []).some(reaches);
    known.set(id, answer);
    return answer;
  };
  return reaches;
}

/** What an island's code starts from: every island's module, and the runtime they all wake with. */
const ISLAND_ROOT = /-island\.tsx$|\/src\/start-up\/page-runtime\.tsx$/;

/** The background every page runs once loaded (src/start-up/background.ts). */
const BACKGROUND = /\/src\/start-up\/background\.ts$/;

export function islandChunks(entry: string): Rollup.GetManualChunk {
  let entryGraph: Set<string> | undefined;
  let backgroundGraph: Set<string> | undefined;
  let islandGraph: Set<string> | undefined;
  let reachesRouter: ((id: string) => boolean) | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    entryGraph ??= importGraph(entry, getModuleInfo);
    backgroundGraph ??= importGraph(
      [...getModuleIds()].filter((module) => BACKGROUND.test(module)),
      getModuleInfo,
    );
    islandGraph ??= importGraph(
      [...getModuleIds()].filter((module) => ISLAND_ROOT.test(module)),
      getModuleInfo,
      true,
    );
    reachesRouter ??= routerReacher(getModuleInfo);
    // Named too: a manual chunk takes in whatever its modules import that no other one claims, and the
    // entry's own modules would otherwise be taken into the shared layers' chunk.
    if (entryGraph.has(id)) return 'entry';
    if (backgroundGraph.has(id)) return 'background';
    // For the same reason a shared module that leads to the router stays out of the groups: the router
    // would come along, and every island would wait for it.
    if (reachesRouter(id)) return undefined;
    const group = GROUPS.find(([, pattern]) => pattern.test(id))?.[0];
    // What no island reaches, even lazily (the app's head, its page loaders, the hooks only its pages
    // call), goes to a group of the app's: an island waits for none of it.
    return group && !islandGraph.has(id) ? `app-${group}` : group;
  };
}
