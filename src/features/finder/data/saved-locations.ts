// ATMs and stores the visitor saved, kept on this device in local storage under their own key.
// The server never knows them: its HTML shows nothing saved, and the visitor's own list applies after
// hydration (createStore's server state). Saving also keeps the detail in the persisted query cache,
// so a saved location opens without a connection.
import { createStore } from '../../../lib/create-store';
import { useStoreValue } from '../../../lib/use-store-value';
import type { LocationKind } from './location-types';

const SAVED_LOCATIONS_KEY = 'crypto-web:saved-locations';

/** `${kind}:${id}` -> when it was saved (ms). */
export type SavedLocations = Record<string, number>;

export const savedKey = (kind: LocationKind, id: number | string) => `${kind}:${id}`;

function readSavedLocations(): SavedLocations {
  try {
    const parsed = JSON.parse(localStorage.getItem(SAVED_LOCATIONS_KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([key, at]) => /^(atm|store):\d+$/.test(key) && typeof at === 'number'));
  } catch {
    return {};
  }
}

const savedStore = createStore<{ saved: SavedLocations }>(
  { saved: typeof window === 'undefined' ? {} : readSavedLocations() },
  { saved: {} },
);

function write(saved: SavedLocations) {
  try {
    localStorage.setItem(SAVED_LOCATIONS_KEY, JSON.stringify(saved));
  } catch {
    // Storage can be full or refused (private mode): the choice then holds for this visit only.
  }
  savedStore.set({ saved });
}

export function setLocationSaved(kind: LocationKind, id: number | string, save: boolean) {
  const { [savedKey(kind, id)]: _old, ...rest } = savedStore.get().saved;
  write(save ? { ...rest, [savedKey(kind, id)]: Date.now() } : rest);
}

export const useSavedLocations = () => useStoreValue(savedStore, (state) => state.saved);

// Another tab saving or removing one updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SAVED_LOCATIONS_KEY) savedStore.set({ saved: readSavedLocations() });
  });
}
