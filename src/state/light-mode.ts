// Light mode in the browser: the rule (src/contracts/light-mode.ts) applied to this visit, kept in the app
// store so the server's HTML and the hydrating islands agree (the server's flag first), and the
// visitor's "load everything", which holds for the rest of the visit.
import { LOAD_EVERYTHING_KEY } from '../contracts/light-mode';
import { appStore, useAppState } from './app-store';
import { requestIslandWake } from '../lib/island-wake';

export const useLightMode = () => useAppState((state) => state.light);

/** The visitor asked to load everything: for this page at once, and for the rest of the visit. */
export function loadEverything() {
  try {
    sessionStorage.setItem(LOAD_EVERYTHING_KEY, '1');
  } catch {
    // Storage blocked: this page loads everything all the same.
  }
  appStore.set({ light: false });
  // What waited for it (the worker, the warm-up, the islands that draw what light mode left out) starts.
  requestIslandWake('everything-asked');
}
