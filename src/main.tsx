// The entry. A page the server rendered with this build is a first document: its islands wake as they
// are needed (island-roots.tsx), the app starts only for the first client navigation (take-over.ts), and
// the service worker, the outbox and the offline warm-up start once the loaded page is idle
// (background.ts). The service worker's shell, or server HTML of another build, has nothing to wake:
// the app renders it at once.
import { BUILD_ID } from './offline/build-id';
import { afterPageLoad } from './lib/after-page-load';
import { isServerPageOf, showRenderedAddress } from './start-up/ssr-state';
import { wakeIslands } from './start-up/island-roots';
import { startAppOrExplain } from './start-up/start-app';
import { takeOverOnNavigation } from './start-up/take-over';
import { captureInstallPrompt } from './offline/install-prompt';
import { localiseTimes } from './i18n/local-time';
import { pointLinksToPhoneApps } from './features/widgets/chat-link-urls';
import { pointDirectionsToMapsApp } from './features/finder/detail/directions';
import { followServerConsentSheet } from './features/consent/consent-sheet';
import './styles/app.css';

// First: the browser's offer to install the site can come before any island's code has loaded.
captureInstallPrompt();

if (isServerPageOf(BUILD_ID)) {
  showRenderedAddress(BUILD_ID);
  // What only the browser knows, written into the server's HTML without waking an island.
  localiseTimes();
  pointLinksToPhoneApps();
  pointDirectionsToMapsApp();
  followServerConsentSheet();
  const islands = wakeIslands();
  takeOverOnNavigation(islands);
  const background = new Promise<void>((resolve, reject) =>
    afterPageLoad(() => void import('./start-up/background').then(({ startBackground }) => startBackground()).then(resolve, reject)),
  );
  Promise.all([islands.ready, background]).then(
    // Tests and tools can tell the islands wait for their moments, the idle ones are awake and the
    // background has started (the visitor's settings are saved).
    () => (document.documentElement.dataset.client ??= 'islands'),
    (error: unknown) => console.warn('The page could not start its islands or its background; it stays as the server wrote it', error),
  );
} else {
  startAppOrExplain(() => import('./start').then(({ startShell }) => startShell()));
}
