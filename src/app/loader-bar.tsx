import { useIsFetching, useIsMutating, type QueryClient } from '@tanstack/react-query';
import { requestIslandWake } from '../lib/island-wake';

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

/** On a first document the bar is an island of its own: it wakes when the first call it shows starts. */
export function wakeLoaderBarOnCalls(queryClient: QueryClient) {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    // A call nobody on the page watches (a read ahead, the translations) shows nothing.
    if (event.type !== 'updated' || event.action.type !== 'fetch' || event.query.meta?.silent || event.query.getObserversCount() === 0)
      return;
    requestIslandWake('calls-started');
    stopQueries();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'added' || event.mutation.meta?.silent) return;
    requestIslandWake('calls-started');
    stopMutations();
  });
}
