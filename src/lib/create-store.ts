export interface Store<T extends object> {
  get(): T;
  set(patch: Partial<T> | ((prev: T) => Partial<T>)): void;
  subscribe(listener: () => void): () => void;
  /**
   * What the server rendered. React reads it while it hydrates server HTML, so the first client render
   * matches the server's markup; the visitor's own values (saved settings, screen size) follow at once.
   */
  getServerState(): T;
  setServerState(state: T | undefined): void;
}

/**
 * A minimal external store: enough for a handful of global UI flags without a state library. No React
 * here (its hook is use-store-value.ts): the page's background keeps stores before any view library loads.
 */
export function createStore<T extends object>(initial: T, serverState?: T): Store<T> {
  let state = initial;
  let rendered = serverState;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      if (Object.entries(next).every(([key, value]) => Object.is(state[key as keyof T], value))) return;
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getServerState: () => rendered ?? state,
    setServerState(next) {
      rendered = next;
    },
  };
}
