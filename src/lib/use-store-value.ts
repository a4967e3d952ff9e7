import { useSyncExternalStore } from 'react';
import type { Store } from './create-store';

/** A store's value, as React reads it: the server's state while it hydrates. */
export function useStoreValue<T extends object, S>(store: Store<T>, select: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.getServerState()),
  );
}
