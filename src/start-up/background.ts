// What a first document does once it has loaded and the browser is idle, with or without a visitor
// acting: the persisted query cache fills what the server did not send, the outbox client and the
// service worker start, and a few seconds later the offline warm-up runs. The app runs the same for the
// shell (start.tsx).
import type { QueryClient } from '@tanstack/react-query';
import { afterPageLoad } from '../lib/after-page-load';
import { appStore } from '../state/app-store';
import { restoreQueryCache } from '../offline/query-persistence';
import { startOutboxClient } from '../offline/outbox-client';
import { registerServiceWorker } from '../offline/register-sw';
import { pageRuntime } from './page-runtime';

/** The warm-up's thirty-odd calls wait until well after load, so they never compete with a first action. */
const WARM_UP_DELAY_MS = 5000;

export function runBackground(queryClient: QueryClient, { serverPage }: { serverPage: boolean }) {
  // The persisted cache fills only what the server did not send.
  if (serverPage) void restoreQueryCache(queryClient, { onlyMissing: true });
  startOutboxClient();
  void registerServiceWorker();
  afterPageLoad(
    () =>
      void import('../app/warm-up').then(({ warmUpIfDue }) => {
        const { marketId, realLocale, defaultFiat } = appStore.get();
        return warmUpIfDue({ queryClient, marketId, lang: realLocale, fiat: defaultFiat });
      }),
    WARM_UP_DELAY_MS,
  );
}

/** A first document's background work: the page's runtime (shared with its islands), then the rest. */
export async function startBackground() {
  const { queryClient } = await pageRuntime();
  runBackground(queryClient, { serverPage: true });
}
