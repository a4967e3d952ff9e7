// What a page does once it has loaded and the browser is idle, with or without a visitor acting: the
// outbox client and the service worker start, and a few seconds later the offline warm-up runs (in
// light mode, the last two wait for the visitor's "load everything"). None of it needs the page's
// runtime (its query client and translations, page-runtime.ts): a first document sets that up only for
// an island, for something the outbox has to say, or for a warm-up that is due. The shell runs the same
// with the app's (start.tsx).
import type { QueryClient } from '@tanstack/react-query';
import { afterPageLoad } from '../lib/after-page-load';
import { onIslandWakeRequest } from '../lib/island-wake';
import { startOutboxClient } from '../offline/outbox-client';
import { registerServiceWorker } from '../offline/register-sw';
import { warmUpIsDue } from '../offline/warm-up-record';
import { browserIsLight } from '../contracts/light-mode';
import { BUILD_ID } from '../offline/build-id';
import { documentServerState, saveSettingsOfPage } from './ssr-state';

/** The warm-up's thirty-odd calls wait until well after load, so they never compete with a first action. */
const WARM_UP_DELAY_MS = 5000;

export interface BackgroundHost {
  /** Whether the page saves data (light mode) at the start. */
  light: boolean;
  /** The page's query client, with its translations and store ready. */
  runtime: () => Promise<{ queryClient: QueryClient }>;
}

export function runBackground({ light, runtime }: BackgroundHost) {
  // Light mode: a new worker's install downloads the whole app (its precache), and the warm-up makes
  // thirty-odd reads; a visitor saving data gets them once they ask to load everything.
  const whenNotLight = (run: () => void) => (light ? onIslandWakeRequest('everything-asked', run) : run());
  startOutboxClient((tone, text) => {
    void Promise.all([runtime(), import('../state/app-store'), import('../i18n/i18n')]).then(([, { showSnackbar }, { i18n }]) =>
      showSnackbar(
        tone,
        text((key, values) => i18n.t(key, values)),
      ),
    );
  });
  // A worker already in control only checks for an update.
  if (navigator.serviceWorker?.controller) void registerServiceWorker();
  else whenNotLight(() => void registerServiceWorker());
  afterPageLoad(
    () =>
      whenNotLight(() => {
        if (!warmUpIsDue()) return;
        void Promise.all([runtime(), import('../app/warm-up'), import('../state/app-store')]).then(
          ([{ queryClient }, { warmUpIfDue }, { appStore }]) => {
            const { marketId, realLocale, defaultFiat } = appStore.get();
            return warmUpIfDue({ queryClient, marketId, lang: realLocale, fiat: defaultFiat });
          },
        );
      }),
    WARM_UP_DELAY_MS,
  );
}

/** A first document's background: its runtime is the one its islands share, set up when first needed. */
export function startBackground() {
  saveSettingsOfPage(BUILD_ID);
  runBackground({
    light: browserIsLight(documentServerState(BUILD_ID)?.app.light ?? false),
    runtime: () => import('./page-runtime').then(({ pageRuntime }) => pageRuntime()),
  });
}
