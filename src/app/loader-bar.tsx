import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/**
 * The global loader (SPEC 4), derived from calls in flight; calls with meta.silent do not count.
 * Purely visual: pages announce their own loading states to screen readers.
 */
export function LoaderBar() {
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.silent });
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.meta?.silent });
  const busy = fetching + mutating > 0;
  return <div className={`loader-bar${busy ? ' active' : ''}`} data-testid="loader-bar" data-busy={busy} aria-hidden="true" />;
}
