// What the server hands to the browser with its HTML, so the client can take over (hydrate) the page
// instead of rendering it again: the app state the page was rendered with, the query cache, the
// instant and the build. It travels as JSON in a non-executable script element, so the strict CSP
// needs no exception for it.
import type { DehydratedState } from '@tanstack/react-query';
import type { AppState } from '../state/app-store';

/** The id of the element the server writes its state into (fill-template.ts) and the browser reads it from. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

type RenderedAppState = Pick<
  AppState,
  'marketId' | 'locale' | 'realLocale' | 'defaultLocale' | 'availableLocales' | 'fiats' | 'defaultFiat' | 'screen' | 'light'
>;

export interface SsrState {
  /** The build that rendered the HTML: a client of another build renders afresh instead of hydrating. */
  buildId: string;
  renderedAt: number;
  /** The public path that was rendered (the 404 page's for a missing page). */
  path: string;
  /** The route's scroll offset (SPEC 2): how far down the page counts as scrolled down. */
  scrollOffset: number;
  app: RenderedAppState;
  queries: DehydratedState;
}

/** JSON that cannot end the script element it sits in early (`</script>`, `<!--`): the page's state, the code loader's lists. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's state in this document, if it holds server-rendered content of this build. */
function readSsrState(buildId: string): SsrState | undefined {
  const text = serverStateText();
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as SsrState;
    return state.buildId === buildId ? state : undefined;
  } catch {
    return undefined;
  }
}

let parsed: { state: SsrState | undefined } | undefined;

/** This document's server state, read once for the entry, the islands' wakers and their runtime. */
export function documentServerState(buildId: string): SsrState | undefined {
  return (parsed ??= { state: readSsrState(buildId) }).state;
}

/**
 * Whether this document is a page the server rendered with this build, read without parsing the state
 * (the server writes the build first).
 */
export function isServerPageOf(buildId: string): boolean {
  return serverStateText()?.startsWith(`{"buildId":${JSON.stringify(buildId)}`) ?? false;
}

/**
 * A missing page was rendered as the 404 page: the address says so too, as after a client navigation.
 * At once, before anything else can move the address (the first navigation pushes the link's).
 */
export function showRenderedAddress(buildId: string) {
  const rendered = documentServerState(buildId)?.path;
  if (rendered && window.location.pathname !== rendered) window.history.replaceState(window.history.state, '', rendered);
}

/** The server's state as written in this document, when it holds server-rendered content (any build). */
function serverStateText(): string | undefined {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  return text && document.getElementById('root')?.hasChildNodes() ? text : undefined;
}
