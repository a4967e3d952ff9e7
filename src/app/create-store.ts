import { useSyncExternalStore } from 'react';

/** A minimal external store: enough for a handful of global UI flags without a state library. */
export function createStore<T extends object>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch: Partial<T> | ((prev: T) => Partial<T>)) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      if (Object.entries(next).every(([key, value]) => Object.is(state[key as keyof T], value))) return;
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStoreValue<T extends object, S>(store: ReturnType<typeof createStore<T>>, select: (state: T) => S): S {
  return useSyncExternalStore(store.subscribe, () => select(store.get()), () => select(store.get()));
}
