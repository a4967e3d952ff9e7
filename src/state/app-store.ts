// Global UI state of SPEC 3 that is not server data: language, market, screen, menus, scroll, snackbars.
// Server data (market record, content, prices) lives in TanStack Query; the loader bar is derived from it.
import { requestIslandWake } from '../lib/island-wake';
import { createStore, type Store } from '../lib/create-store';
import { useStoreValue } from '../lib/use-store-value';
import { scoped } from '../lib/request-scope';
import { screenFromWidth, type Screen } from '../lib/screen-size';
import type { Lang } from '../i18n/route-table';
import type { MarketId } from '../markets/market-table';
import type { Fiat } from '../markets/market-record';

export type Severity = 'success' | 'error' | 'info' | 'warning';

export interface Snackbar {
  id: number;
  severity: Severity;
  message: string;
}

export interface AppState {
  /** i18n locale: 'en' on English routes, else the market default (es-ES...). */
  locale: string;
  realLocale: Lang;
  marketId: MarketId;
  defaultLocale: string;
  availableLocales: string[];
  fiats: Fiat[];
  defaultFiat: string;
  screen: Screen;
  /** Light mode (src/contracts/light-mode.ts): no hero image, map and chart on demand, nothing fetched ahead. */
  light: boolean;
  menuOpen: boolean;
  /** Count of open dropdowns/selects; the body does not scroll while any is open. */
  dropDownOpen: number;
  scrollDown: boolean;
  snackbars: Snackbar[];
}

/** The width the server renders for: it cannot know the visitor's screen (applied after hydration). */
const SERVER_SCREEN_WIDTH = 1280;

const initialAppState = (): AppState => ({
  locale: 'es-ES',
  realLocale: 'es',
  marketId: 1,
  defaultLocale: 'es-ES',
  availableLocales: ['es', 'en'],
  fiats: [],
  defaultFiat: 'EUR',
  screen: screenFromWidth(typeof window === 'undefined' ? SERVER_SCREEN_WIDTH : window.innerWidth),
  light: false,
  menuOpen: false,
  dropDownOpen: 0,
  scrollDown: false,
  snackbars: [],
});

/** One store per page in the browser, one per request on the server (see request-scope.ts). */
const currentAppStore = scoped(() => createStore<AppState>(initialAppState()));

export const appStore: Store<AppState> = {
  get: () => currentAppStore().get(),
  set: (patch) => currentAppStore().set(patch),
  subscribe: (listener) => currentAppStore().subscribe(listener),
  getServerState: () => currentAppStore().getServerState(),
  setServerState: (state) => currentAppStore().setServerState(state),
};

/** Start-up's market record and language, settling while the first route loads (see start.tsx). */
let marketSettled: Promise<void> = Promise.resolve();
let marketSettling = false;

export function markMarketSettled(settled: Promise<void>) {
  marketSettling = true;
  marketSettled = settled.finally(() => {
    marketSettling = false;
  });
  marketSettled.catch(() => undefined);
}

/** Loaders that need the market's defaults (its fiat) wait for them; a failed start-up is handled by main.tsx. */
export const whenMarketSettled = () => marketSettled.catch(() => undefined);
export const isMarketSettling = () => marketSettling;

export const useAppState = <S>(select: (state: AppState) => S) => useStoreValue(appStore, select);

let nextSnackbarId = 1;

/**
 * One failure can reach the catalogue twice (a route loader and the query cache both report it, or a
 * prefetch and the page's own fetch both fail), so a message already on screen is not stacked again.
 */
export function showSnackbar(severity: Severity, message: string) {
  const shown = appStore.get().snackbars.find((item) => item.severity === severity && item.message === message);
  if (shown) return shown.id;
  const snackbar = { id: nextSnackbarId++, severity, message };
  appStore.set((s) => ({ snackbars: [...s.snackbars, snackbar] }));
  requestIslandWake('notice-posted');
  return snackbar.id;
}

export function dismissSnackbar(id: number) {
  appStore.set((s) => ({ snackbars: s.snackbars.filter((item) => item.id !== id) }));
}

export function setDropDownOpen(open: boolean) {
  appStore.set((s) => ({ dropDownOpen: Math.max(0, s.dropDownOpen + (open ? 1 : -1)) }));
}
