// The language the visitor's public path carries. The router's input rewrite records it on every
// location change; its output rewrite writes links in it. Neutral paths (/token...) keep the last one.
import type { Lang } from './route-table';
import { resolvePublicPath, sameAliasPath, toInternalPath, toPublicPath } from './localized-paths';
import { scoped } from '../lib/request-scope';

/** The route language, and on the server the URL being rendered (the browser reads its own). */
const routeState = scoped(() => ({ lang: 'es' as Lang, serverUrl: undefined as URL | undefined }));

export const getRouteLang = () => routeState().lang;

export function setRouteLang(lang: Lang) {
  routeState().lang = lang;
}

/** The server render's public URL, so links keep the visitor's alias as they do in the browser. */
export function setServerUrl(url: URL) {
  routeState().serverUrl = url;
}

/** The public URL of the page: the browser's own, or the one the server is rendering. */
export function currentPublicUrl(): URL {
  return typeof window === 'undefined' ? (routeState().serverUrl ?? new URL('http://localhost/')) : new URL(window.location.href);
}

/**
 * The visitor's own alias when the link goes to the page they are on, in this language: /cajeros stays
 * /cajeros, and a search typed there becomes /cajeros/28013, not /cajeros-bitcoin/28013.
 */
function publicPathFor(internalPath: string): string {
  const lang = getRouteLang();
  const visiting = resolvePublicPath(currentPublicUrl().pathname);
  if (visiting && (visiting.lang ?? lang) === lang) {
    const kept = sameAliasPath(internalPath, visiting);
    if (kept) return kept;
  }
  return toPublicPath(internalPath, lang);
}

/** The router's `rewrite` option: public paths in, canonical paths out and back. */
export const localizedRewrite = {
  input: ({ url }: { url: URL }) => {
    const lang = resolvePublicPath(url.pathname)?.lang;
    if (lang) setRouteLang(lang);
    url.pathname = toInternalPath(url.pathname);
    return url;
  },
  output: ({ url }: { url: URL }) => {
    url.pathname = publicPathFor(url.pathname);
    return url;
  },
};
