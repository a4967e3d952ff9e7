// What the server hands to the browser with a page's HTML, so that its islands (and the app, at the first
// client navigation) take the page over instead of rendering it again: the app state the page was rendered
// with, the query cache, the instant and the build. It travels as JSON in a non-executable script element
// (the server writes it: src/server/render/fill-template.ts; the browser reads it: src/start-up/ssr-state.ts),
// so the strict CSP needs no exception for it.
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the element that holds the page's state. */
export const PAGE_STATE_ELEMENT_ID = 'ssr-state';

export interface PageState<App> {
  /** The build that rendered the HTML: a client of another build renders afresh instead of hydrating. */
  buildId: string;
  renderedAt: number;
  /** The public path that was rendered (the 404 page's for a missing page). */
  path: string;
  /** The route's scroll offset (SPEC 2): how far down the page counts as scrolled down. */
  scrollOffset: number;
  /** Some read of the page failed on the server: what shows it is still coming, and its island reads it at once. */
  unread: boolean;
  app: App;
  queries: DehydratedState;
}

/**
 * The id of the site's footer, which follows the page's main content: a server-rendered page's first frame
 * waits until the browser has it (`<link rel="expect">`), so nothing above it moves as the HTML parses.
 */
export const SITE_FOOTER_ID = 'site-footer';

/** The id of the JSON element that holds a page's lists for its code loader (src/start-up/page-loader.ts). */
export const PAGE_LOADER_ELEMENT_ID = 'page-loader';

/** A request the loader makes: `<link rel=... href=... as=...>`. */
export interface LoaderTag {
  rel: 'preload' | 'modulepreload';
  href: string;
  as?: 'fetch';
}

export interface PageLoaderLists {
  /** The page's entry module. */
  entry: string;
  /** Asked for after the first paint: the translations, then the islands' code. */
  soon: LoaderTag[];
  /** The app's code: fetched ahead when the visitor reaches for a site link. */
  later: LoaderTag[];
  /** The worker's name: the page's language and time zone. */
  intl: string;
  /** The server rendered the page light (the request asked to save data). */
  light: boolean;
}

/** JSON that cannot end the script element it sits in early (`</script>`, `<!--`): the page's state, the code loader's lists. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
