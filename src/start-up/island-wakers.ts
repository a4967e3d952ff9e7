// When an island marked 'needed' wakes without being touched: only when it has something to show that the
// server's HTML does not. A first visit that touches nothing wakes none of them, and loads no React. Each
// waker is small and reads what it needs without the islands' code. (Any island also wakes when touched.)
import { BUILD_ID } from '../offline/build-id';
import { onIslandWakeRequest } from '../lib/island-wake';
import { PRICE_REFRESH_MS } from '../contracts/prices';
import { readSettings } from '../markets/persisted-settings';
import { readConsent } from '../features/consent/consent-record';
import { documentServerState } from './ssr-state';

/** Sets up the moments an island should wake at; `wake` may be called more than once. */
export type IslandWaker = (wake: () => void, element: HTMLElement) => void;

const pageState = () => documentServerState(BUILD_ID);

/** Woken by code outside the island (src/lib/island-wake.ts). */
const onRequest =
  (name: string): IslandWaker =>
  (wake) =>
    onIslandWakeRequest(name, wake);

/**
 * Prices: once they are due to be read again (the server's are fresh until then), or at once for a
 * visitor whose saved currency is not the one the server priced in.
 */
const whenPricesDue: IslandWaker = (wake) => {
  const state = pageState();
  if (!state) return wake();
  const savedFiat = readSettings()?.defaultFiat;
  if (savedFiat && savedFiat !== state.app.defaultFiat && state.app.fiats.some((fiat) => fiat.ISO === savedFiat)) return wake();
  setTimeout(wake, Math.max(0, state.renderedAt + PRICE_REFRESH_MS - Date.now()));
};

export const ISLAND_WAKERS: Record<string, IslandWaker> = {
  // The server's HTML shows the banner, as to a first visit: a visitor who has chosen gets it closed.
  'consent-banner': (wake) => {
    if (readConsent()) wake();
  },
  'offline-status': (wake) => {
    if (!navigator.onLine) wake();
    window.addEventListener('offline', wake, { once: true });
    onIslandWakeRequest('offline-status', wake);
  },
  notices: onRequest('notices'),
  // Asked for by the page's query client when a call it shows starts (page-runtime.ts).
  'loader-bar': onRequest('loader-bar'),
  'install-control': onRequest('install-control'),
  // Asked for by the chart's own module when the calculator shows another pair (pair-chart-island.tsx),
  // and, with the finder, by the light mode line once the visitor asks for everything (its map, the chart).
  'pair-chart': onRequest('pair-chart'),
  finder: onRequest('finder'),
  // An ATM's map: only once the visitor can see it, not before (a tap wakes it too).
  'location-map': (wake, element) => whenNearViewport(element, wake, IN_VIEWPORT),
  'price-strip': whenPricesDue,
  'token-prices': whenPricesDue,
  calculator: whenPricesDue,
};

/** How near the viewport a 'visible' island wakes, so it is ready when scrolled to. */
const NEAR_VIEWPORT_MARGIN = '300px';
/** In the viewport itself. */
const IN_VIEWPORT = '0px';

/** Calls `run` once the island comes near the viewport (within `margin`). Its wrapper has no box of its
 * own (`display: contents`), so its children are watched. */
export function whenNearViewport(element: HTMLElement, run: () => void, margin = NEAR_VIEWPORT_MARGIN) {
  const boxes = [...element.children];
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: margin },
  );
  boxes.forEach((box) => observer.observe(box));
}
