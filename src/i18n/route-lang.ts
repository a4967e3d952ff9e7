// The language the visitor's public path carries. The router's input rewrite records it on every
// location change; its output rewrite writes links in it. Neutral paths (/token...) keep the last one.
import type { Lang } from '../routes/route-table';
import { resolvePublicPath, sameAliasPath, toInternalPath, toPublicPath } from './localized-paths';

let currentLang: Lang = 'es';

export const getRouteLang = () => currentLang;

export function setRouteLang(lang: Lang) {
  currentLang = lang;
}

/**
 * The visitor's own alias when the link goes to the page they are on, in this language: /cajeros stays
 * /cajeros, and a search typed there becomes /cajeros/28013, not /cajeros-bitcoin/28013.
 */
function publicPathFor(internalPath: string): string {
  const visiting = typeof window === 'undefined' ? undefined : resolvePublicPath(window.location.pathname);
  if (visiting && (visiting.lang ?? currentLang) === currentLang) {
    const kept = sameAliasPath(internalPath, visiting);
    if (kept) return kept;
  }
  return toPublicPath(internalPath, currentLang);
}

/** The router's `rewrite` option: public paths in, canonical paths out and back. */
export const localizedRewrite = {
  input: ({ url }: { url: URL }) => {
    const lang = resolvePublicPath(url.pathname)?.lang;
    if (lang) currentLang = lang;
    url.pathname = toInternalPath(url.pathname);
    return url;
  },
  output: ({ url }: { url: URL }) => {
    url.pathname = publicPathFor(url.pathname);
    return url;
  },
};
