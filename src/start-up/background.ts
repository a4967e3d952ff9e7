// What a first document does once it has loaded and the browser is idle, with or without a visitor
// acting: the persisted query cache fills what the server did not send, the outbox client and the
// service worker start, and a few seconds later the offline warm-up runs (in light mode, the last two
// wait for the visitor's "load everything"). The app runs the same for the shell (start.tsx).
import type { QueryClient } from '@tanstack/react-query';
import { afterPageLoad } from '../lib/after-page-load';
import { appStore } from '../state/app-store';
import { restoreQueryCache } from '../offline/query-persistence';
import { startOutboxClient } from '../offline/outbox-client';
import { registerServiceWorker } from '../offline/register-sw';
import { pageRuntime } from './page-runtime';
import { whenNotLight } from '../state/light-mode';

/** The warm-up's thirty-odd calls wait until well after load, so they never compete with a first action. */
const WARM_UP_DELAY_MS = 5000;

export function runBackground(queryClient: QueryClient, { serverPage }: { serverPage: boolean }) {
  // The persisted cache fills only what the server did not send.
  if (serverPage) void restoreQueryCache(queryClient, { onlyMissing: true });
  startOutboxClient();
  // Light mode: a new worker's install downloads the whole app (its precache), and the warm-up makes
  // thirty-odd reads; a visitor saving data gets them once they ask to load everything. A worker already
  // in control only checks for an update.
  if (navigator.serviceWorker?.controller) void registerServiceWorker();
  else whenNotLight(() => void registerServiceWorker());
  afterPageLoad(
    () =>
      whenNotLight(
        () =>
          void import('../app/warm-up').then(({ warmUpIfDue }) => {
            const { marketId, realLocale, defaultFiat } = appStore.get();
            return warmUpIfDue({ queryClient, marketId, lang: realLocale, fiat: defaultFiat });
          }),
      ),
    WARM_UP_DELAY_MS,
  );
}

/** A first document's background work: the page's runtime (shared with its islands), then the rest. */
export async function startBackground() {
  const { queryClient } = await pageRuntime();
  runBackground(queryClient, { serverPage: true });
}
