import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates server HTML, true afterwards (and at once when the
 * browser renders without server HTML): for what only the browser can draw (maps), so the first client
 * render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Renders `fallback` on the server and during hydration, `children` once the browser has taken over. */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? <>{children}</> : <>{fallback}</>;
}
