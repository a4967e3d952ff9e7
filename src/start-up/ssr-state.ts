// The page's state as the browser reads it (the contract: src/contracts/page-state.ts): once per document,
// for the entry, the islands' moments and their runtime.
import type { AppState } from '../state/app-store';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../contracts/page-state';
import { marketQueryKey } from '../markets/market-table';
import type { MarketRecord } from '../markets/market-record';
import { readSettings, savedFiatIn, writeSettings } from '../markets/persisted-settings';

type RenderedAppState = Pick<
  AppState,
  'marketId' | 'locale' | 'realLocale' | 'defaultLocale' | 'availableLocales' | 'fiats' | 'defaultFiat' | 'screen' | 'light'
>;

export type SsrState = PageState<RenderedAppState>;

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
 * Saves the visit's settings as this page shows them, for the next start (the installed app's shell): the
 * market's record, the languages, and the currency (the visitor's saved one where the market offers it).
 */
export function saveSettingsOfPage(buildId: string) {
  const state = documentServerState(buildId);
  if (!state) return;
  const { marketId, locale, realLocale, fiats, defaultFiat } = state.app;
  const key = JSON.stringify(marketQueryKey(marketId));
  const market = state.queries.queries.find((query) => JSON.stringify(query.queryKey) === key)?.state.data as MarketRecord | undefined;
  writeSettings({ market: market ?? { id: marketId }, locale, realLocale, defaultFiat: savedFiatIn(fiats, readSettings()) ?? defaultFiat });
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
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  return text && document.getElementById('root')?.hasChildNodes() ? text : undefined;
}
