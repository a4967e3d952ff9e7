/// <reference lib="webworker" />
// The background refresh of the installed app: on a periodic sync of ours, every cached API read the
// refresh names is fetched again into the worker's cache. An offline open then gets these answers: the
// page restores its persisted copy and reads each stale query once more, which this cache answers.
// What is renewed and how often: src/contracts/background-refresh.ts.
import { backgroundRefreshOf, type BackgroundRefresh } from '../src/contracts/background-refresh';
import { cachedApiReads, renewApiRead } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope;

/** The periodic sync event (not yet in TypeScript's lib). */
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The cached reads a refresh renews. */
async function readsToRenew(refresh: BackgroundRefresh): Promise<Request[]> {
  return (await cachedApiReads()).filter((request) => {
    const url = new URL(request.url);
    return url.origin === self.location.origin && refresh.reads.some((path) => path.test(url.pathname));
  });
}

/** One read after another: a refresh is small, and it must not crowd a connection the visitor may be using. */
async function renew(refresh: BackgroundRefresh, event: ExtendableEvent) {
  for (const request of await readsToRenew(refresh)) await renewApiRead(request, event);
}

export function listenForPeriodicRefresh() {
  self.addEventListener('periodicsync', ((event: PeriodicSyncEvent) => {
    const refresh = backgroundRefreshOf(event.tag);
    if (refresh) event.waitUntil(renew(refresh, event));
  }) as EventListener);
}
