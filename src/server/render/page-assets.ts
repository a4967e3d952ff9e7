// The code and styles a server-rendered page needs, from the build's chunk map, and how they go into
// its HTML. The styles travel inside it (no stylesheet request stands between the answer and the first
// paint); the code is asked for by an inline loader once the page has painted, since the page reads
// complete without it and the HTML, its styles and its images should have the connection first: the
// islands' code at once, the app's (for the first client navigation) when the visitor reaches for a link.
// One file is asked for from the head: the view library, the largest of the islands' files and one
// every island waits for. Its answer comes in after the HTML's (a round trip later), while the page
// parses and paints and the connection would stand idle.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INLINE_STYLE_FILE_ATTRIBUTE } from '../../contracts/inline-styles';
import type { ChunkMap } from '../../contracts/chunk-map';
import { jsonForScript, PAGE_LOADER_ELEMENT_ID, type LoaderTag, type PageLoaderLists } from '../../contracts/page-state';

/** A CSP source for an inline element's exact text. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Built files (paths inside the build folder, `assets/...`) a page needs beyond what the entry loads. */
export interface PageAssets {
  /** The view library, which every island waits for: asked for from the head. */
  headScripts: string[];
  /** The stylesheets of what the server rendered (the layout and the page): put inline. */
  styles: string[];
  /** The islands' code: asked for as soon as the page has painted, since an island may wake at once. */
  islandScripts: string[];
  /** The app's code (router, layout, the page's module): fetched ahead once the loaded page is idle, for the first client navigation. */
  appScripts: string[];
  /** The build's code loader (a classic script), which asks for the rest once the page has painted. */
  loader?: string;
}

/** The source modules of a rendered page (`src/…`). */
export interface PageModules {
  /** The page's own module and what its render needed besides the app (the routes' loaders). */
  page: string[];
  /** The modules of the islands the server rendered. */
  islands: string[];
}

/** The app (router, every route, the layout) and the entry's other steps, by their source files. */
const APP_MODULE = 'src/start.tsx';
const ISLAND_RUNTIME_MODULE = 'src/start-up/page-runtime.tsx';
const BACKGROUND_MODULE = 'src/start-up/background.ts';

export function readChunkMap(path: string): ChunkMap {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ChunkMap;
  } catch {
    return { entry: '', modules: {}, chunks: {} };
  }
}

/**
 * A page's styles and code in three parts (PageAssets), each file once, leaving out what the entry
 * already loads. The entry's own closure is worked out once per map.
 */
export function pageAssets(map: ChunkMap): (modules: PageModules) => PageAssets {
  const closure = (files: string[], into = new Set<string>()) => {
    const visit = (file: string | undefined) => {
      if (!file || into.has(file) || !map.chunks[file]) return;
      into.add(file);
      map.chunks[file].imports.forEach(visit);
    };
    files.forEach(visit);
    return into;
  };
  const chunksOf = (modules: string[]) => modules.map((module) => map.modules[module]).filter((file): file is string => !!file);
  const loadedByEntry = closure([map.entry]);
  const without = (files: Set<string>, leaveOut: Set<string>) => [...files].filter((file) => !leaveOut.has(file));
  return ({ page, islands }) => {
    const islandCode = closure(chunksOf([ISLAND_RUNTIME_MODULE, ...islands]));
    const appCode = closure(chunksOf([APP_MODULE, ...page, BACKGROUND_MODULE]));
    const rendered = without(closure(chunksOf([APP_MODULE, ...page])), loadedByEntry);
    const headScripts = map.viewLibrary && islandCode.has(map.viewLibrary) ? [map.viewLibrary] : [];
    return {
      headScripts,
      styles: [...new Set(rendered.flatMap((file) => map.chunks[file]!.css))],
      islandScripts: without(islandCode, new Set([...loadedByEntry, ...headScripts])),
      appScripts: without(appCode, new Set([...loadedByEntry, ...islandCode])),
      loader: map.pageLoader,
    };
  };
}

/** A stylesheet as it goes into the HTML, and the hash the page's CSP must allow for it. */
export interface InlineStyle {
  tags: string;
  hash: string;
}

/**
 * Built stylesheets read once and put inline, each `<style>` naming its file, where Vite's chunk loader
 * looks before it adds a route's styles (scripts/preload-sees-inline-styles.ts): the page asks for no
 * stylesheet at all. A file that cannot be read, or that would close the element early, stays an ordinary link.
 */
export function styleInliner(distDir: string): (file: string) => InlineStyle | undefined {
  const read = new Map<string, InlineStyle | undefined>();
  return (file) => {
    if (read.has(file)) return read.get(file);
    let inline: InlineStyle | undefined;
    try {
      const css = readFileSync(join(distDir, file), 'utf8');
      if (!/<\/style/i.test(css)) {
        inline = {
          tags: `<style ${INLINE_STYLE_FILE_ATTRIBUTE}="/${file}">${css}</style>`,
          hash: sha256(css),
        };
      }
    } catch {
      inline = undefined;
    }
    read.set(file, inline);
    return inline;
  };
}

/** The language and time zone the page formats in: the ICU data the loader's worker loads ahead of hydration. */
export interface IntlWarmUp {
  lang: string;
  timeZone: string;
}

const DEFAULT_WARM_UP: IntlWarmUp = { lang: 'es', timeZone: 'UTC' };

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/** The lists the page's code loader reads (src/start-up/page-loader.ts). */
function loaderLists(entry: string, assets: PageAssets, fetches: string[], intl: IntlWarmUp, light: boolean): PageLoaderLists {
  const preload = (href: string): LoaderTag => ({ rel: 'modulepreload', href: `/${href}` });
  return {
    entry,
    // The translations first: every island that shows text waits for them.
    soon: [...fetches.map((href): LoaderTag => ({ rel: 'preload', href, as: 'fetch' })), ...assets.islandScripts.map(preload)],
    later: assets.appScripts.map(preload),
    intl: `${intl.lang} ${intl.timeZone}`,
    light,
  };
}

/**
 * The shell made ready for a server-rendered page: its stylesheets and the page's inline (or linked,
 * when a file cannot be inlined), the view library asked for from the head, and the rest of its code
 * (the entry, the page's chunks, `fetches` such as the translations) asked for after the first paint by
 * an inline loader at the end of the body. Returns the hashes of the inline styles and script for the
 * answer's Content-Security-Policy.
 */
export function withPageAssets(
  shellHtml: string,
  assets: PageAssets,
  inlineStyle: (file: string) => InlineStyle | undefined,
  fetches: string[] = [],
  intl: IntlWarmUp = DEFAULT_WARM_UP,
  light = false,
): { html: string; styleHashes: string[]; scriptHashes: string[] } {
  const styleHashes: string[] = [];
  const styleTags = (file: string) => {
    const inline = inlineStyle(file);
    if (!inline) return `<link rel="stylesheet" href="/${file}">`;
    styleHashes.push(inline.hash);
    return inline.tags;
  };
  let entry: string | undefined;
  const withEntry = shellHtml
    .replace(STYLESHEET_LINK, (_, file: string) => styleTags(file))
    .replace(ENTRY_SCRIPT, (_, src: string) => ((entry = src), ''));
  const pageStyles = assets.styles.map((file) => `  ${styleTags(file)}\n  `).join('');
  const loader = entry && assets.loader;
  const loaderTags = loader
    ? `  <script type="application/json" id="${PAGE_LOADER_ELEMENT_ID}">${jsonForScript(loaderLists(entry!, assets, fetches, intl, light))}</script>\n  <script>${loader}</script>\n  </body>`
    : '</body>';
  const headPreloads = assets.headScripts.map((file) => `\n    <link rel="modulepreload" href="/${file}">`).join('');
  const html = withEntry
    .replace(CHARSET, (charset) => `${charset}${headPreloads}`)
    .replace('</head>', () => `${pageStyles}</head>`)
    .replace('</body>', () => loaderTags);
  return { html, styleHashes, scriptHashes: loader ? [sha256(loader)] : [] };
}
