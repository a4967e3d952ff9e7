// The queries a server document was rendered with. A part of that page still hydrating must render what
// the server rendered: the server's data where it had some, and nothing where it had none, even if the
// cache has meanwhile been filled (the last visit's copy, restored from IndexedDB).
import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { useHydrated } from '../lib/client-only';

const renderedHashes = new Set<string>();

/** Called once, as the document's server state enters the query cache. */
export function rememberRenderedQueries(state: DehydratedState) {
  for (const query of state.queries) renderedHashes.add(query.queryHash);
}

/** `data`, unless this render is hydrating server HTML that was rendered without it. */
export function useDataAsRendered<T>(queryKey: QueryKey, data: T | undefined): T | undefined {
  const hydrated = useHydrated();
  const onServer = typeof window === 'undefined';
  return hydrated || onServer || renderedHashes.has(hashKey(queryKey)) ? data : undefined;
}
