// TanStack Query's cache, persisted to IndexedDB (idb-keyval, store "crypto-web/query-cache").
// Holds every successful read: content, ATM and store lists, help pages, FAQs, prices, the market
// record, translations. Kept 7 days; a new build (buster) or a corrupt entry starts from empty.
import { createStore, del, get, set } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';
import { BUILD_ID } from './build-id';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';

const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const CACHE_KEY = 'react-query';
const THROTTLE_MS = 1000;

const store = () => createStore('crypto-web', 'query-cache');

function isPersistedClient(value: unknown): value is PersistedClient {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<PersistedClient>;
  return typeof candidate.timestamp === 'number' && typeof candidate.buster === 'string' && Array.isArray(candidate.clientState?.queries);
}

async function missingQueriesOf(persister: Persister, queryClient: QueryClient): Promise<PersistedClient | undefined> {
  const saved = await persister.restoreClient();
  if (!saved) return undefined;
  const cache = queryClient.getQueryCache();
  const queries = saved.clientState.queries.filter((query) => !cache.get(query.queryHash));
  return { ...saved, clientState: { ...saved.clientState, queries } };
}

function createIdbPersister(): Persister {
  const idb = store();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: PersistedClient | undefined;
  return {
    persistClient(client) {
      // Writes are throttled: a burst of queries settling costs one IndexedDB write.
      pending = client;
      timer ??= setTimeout(() => {
        timer = undefined;
        if (pending) set(CACHE_KEY, pending, idb).catch(() => undefined);
      }, THROTTLE_MS);
    },
    async restoreClient() {
      const value = await get<unknown>(CACHE_KEY, idb);
      if (value === undefined) return undefined;
      if (isPersistedClient(value)) return value;
      await del(CACHE_KEY, idb);
      return undefined;
    },
    removeClient: () => del(CACHE_KEY, idb),
  };
}

/**
 * Restores the last session's cache, then keeps saving it. `onlyMissing` (a page the server rendered)
 * restores only queries the cache lacks: the server's data stays what the page shows, even where the saved
 * copy is newer, so a part of the page still hydrating never sees data the server did not render.
 */
export async function restoreQueryCache(queryClient: QueryClient, { onlyMissing = false } = {}) {
  if (typeof indexedDB === 'undefined') return;
  const persister = createIdbPersister();
  const options = { queryClient, persister, maxAge: PERSIST_MAX_AGE_MS, buster: BUILD_ID };
  const restoring = onlyMissing ? { ...persister, restoreClient: () => missingQueriesOf(persister, queryClient) } : persister;
  try {
    await persistQueryClientRestore({ ...options, persister: restoring });
  } catch {
    // A corrupt or unreadable cache is dropped and refetched, never a crash.
    await Promise.resolve(persister.removeClient()).catch(() => undefined);
  }
  persistQueryClientSubscribe({
    ...options,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
}
