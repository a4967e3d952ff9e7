// Translating between the public paths a visitor sees (/comprar/btc, /cajeros/28013) and the
// canonical paths the router matches (/buy/btc, /bitcoin-atms/28013). Reads the route table only.
import { remembered } from '../lib/bounded-memo';
import { fillPath, matchPath, type PathParams } from './path-pattern';
import { internalOnlyPaths, isLocalized, routeNames, routeTable, type Lang, type RouteName } from './route-table';

export interface ResolvedPath {
  name: RouteName;
  params: PathParams;
  /** The language the public path carries; null for neutral paths (/token, /app...). */
  lang: Lang | null;
  internalPath: string;
  /** The public pattern that matched: which of the page's aliases the visitor used. */
  pattern: string;
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Paths already resolved: every link on a page resolves its path on each render, by a walk of the route table. */
const resolvedPaths = new Map<string, Readonly<ResolvedPath> | null>();
const RESOLVED_PATHS_KEPT = 1000;

/** Which page a public path shows, in which language, or null when no page has that path. */
export function resolvePublicPath(pathname: string): Readonly<ResolvedPath> | null {
  return remembered(resolvedPaths, pathname, RESOLVED_PATHS_KEPT, () => matchPublicPath(pathname));
}

function matchPublicPath(pathname: string): Readonly<ResolvedPath> | null {
  const path = trimSlash(pathname);
  for (const name of routeNames) {
    const entry = routeTable[name];
    const candidates: Array<[string, Lang | null]> = isLocalized(entry)
      ? [...entry.es.map((p): [string, Lang] => [p, 'es']), ...entry.en.map((p): [string, Lang] => [p, 'en'])]
      : [[entry.path, null]];
    for (const [pattern, lang] of candidates) {
      const params = matchPath(pattern, path);
      if (params) return Object.freeze({ name, params: Object.freeze(params), lang, internalPath: fillPath(entry.path, params), pattern });
    }
  }
  return null;
}

/** Which page a canonical (router) path is, or null. */
function resolveInternalPath(pathname: string): { name: RouteName; params: PathParams } | null {
  const path = trimSlash(pathname);
  for (const name of routeNames) {
    const params = matchPath(routeTable[name].path, path);
    if (params) return { name, params };
  }
  return null;
}

/** The public path of a page in a language: the first path of that language's list. */
export function localizedPath(name: RouteName, params: PathParams, lang: Lang): string {
  const entry = routeTable[name];
  return fillPath(isLocalized(entry) ? entry[lang][0] : entry.path, params);
}

/** The same page's path in another language; unknown paths go to that language's home. */
export function pathInLanguage(publicPathname: string, lang: Lang): string {
  const resolved = resolvePublicPath(publicPathname);
  if (!resolved) return localizedPath('home', {}, lang);
  return localizedPath(resolved.name, resolved.params, lang);
}

/**
 * The public path the visitor used, with `params` changed: the same alias (/cajeros or /cajeros-bitcoin)
 * for the same page. Null for a path that is none of the site's pages.
 */
export function withParams(publicPathname: string, params: PathParams): string | null {
  const resolved = resolvePublicPath(publicPathname);
  return resolved ? fillPath(resolved.pattern, { ...resolved.params, ...params }) : null;
}

/**
 * A site address (path, query, fragment) with its path in `lang`, when the path is one of the site's
 * pages; any other address as it is.
 */
export function hrefInLanguage(href: string, lang: Lang): string {
  const path = href.split(/[?#]/)[0] ?? href;
  return resolvePublicPath(path) ? pathInLanguage(path, lang) + href.slice(path.length) : href;
}

/**
 * Public path -> canonical path, for the router's input rewrite. Internal-only paths become 404s, in any
 * case: the router matches static segments regardless of case, as public paths are.
 */
export function toInternalPath(publicPathname: string): string {
  if (internalOnlyPaths.includes(trimSlash(publicPathname).toLowerCase())) return routeTable.error404.path;
  return resolvePublicPath(publicPathname)?.internalPath ?? publicPathname;
}

/** A canonical path written with the alias of `visiting` when both are the same page (/cajeros stays /cajeros/28013). */
export function sameAliasPath(internalPathname: string, visiting: ResolvedPath): string | null {
  const target = resolveInternalPath(internalPathname);
  return target && target.name === visiting.name ? fillPath(visiting.pattern, target.params) : null;
}

/** Canonical path -> public path in the current language, for the router's output rewrite. */
export function toPublicPath(internalPathname: string, lang: Lang): string {
  const resolved = resolveInternalPath(internalPathname);
  return resolved ? localizedPath(resolved.name, resolved.params, lang) : internalPathname;
}
