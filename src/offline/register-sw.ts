// Registers the service worker (built from sw/sw.ts) and announces a waiting new version.
// Nothing reloads on its own: the visitor chooses when, so a half-filled form is never lost.
import { requestIslandWake } from '../lib/island-wake';
import type { Workbox } from 'workbox-window';
import { createStore } from '../lib/create-store';
import { registerPeriodicRefresh } from './periodic-refresh';

export const updateStore = createStore<{ waiting: boolean }>({ waiting: false }, { waiting: false });

let workbox: Workbox | undefined;

/** Registers after start-up; workbox-window is fetched then, outside the first-load bundle. */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  let Workbox: typeof import('workbox-window').Workbox;
  try {
    ({ Workbox } = await import('workbox-window'));
  } catch {
    // The connection went before the module came (one bar of signal): register once it is back.
    window.addEventListener('online', () => void registerServiceWorker(), { once: true });
    return;
  }
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateStore.set({ waiting: true });
    requestIslandWake('notice-posted');
  });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  // Registration can be refused (blocked service workers, private modes): the site then simply runs online.
  const registration = await workbox.register().catch(() => undefined);
  if (registration) void registerPeriodicRefresh();
}

export function applyUpdate() {
  workbox?.messageSkipWaiting();
}
