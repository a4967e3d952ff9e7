// Start-up (SPEC 4): market from host -> market record -> locale -> i18n -> router -> render.
// A document the server rendered (this build's) is taken over with hydrateRoot from the server's state;
// the service worker's shell (empty root) is rendered with createRoot from the persisted cache.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { appStore, markMarketSettled } from './state/app-store';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './state/query-client';
import { hydrated, setHydrationTime } from './state/render-clock';
import { screenFromWidth } from './lib/screen-size';
import { readSsrState, type SsrState } from './start-up/ssr-state';
import { settleMarketAndLanguage } from './start-up/settle';
import { afterPageLoad } from './lib/after-page-load';
import { replayEarlyEvents, takeEarlyEvents } from './start-up/early-events';
import { holdFirstDocument, releaseFirstDocument, watchTypingBeforeTakeover } from './ui/islands';
import { setNotFoundNavigator } from './state/report-error';
import { i18n, initI18n, localesQuery } from './i18n/i18n';
import { resolvePublicPath } from './i18n/localized-paths';
import { setRouteLang } from './i18n/route-lang';
import { marketFromHost } from './markets/market-from-host';
import { marketQuery } from './markets/market-record';
import type { MarketId } from './markets/market-table';
import { readSettings, writeSettings } from './markets/persisted-settings';
import { registerServiceWorker } from './offline/register-sw';
import { BUILD_ID } from './offline/build-id';
import { restoreQueryCache } from './offline/query-persistence';
import { startOutboxClient } from './offline/outbox-client';
import { followWorkerNetworkState, probeNetwork } from './offline/network-state';
import { installFormFriction } from './api/form-friction';
import { RELOAD_FLAG } from './start-up/reload-flag';
import { createAppRouter, type AppRouter } from './routes/router';

const WARM_UP_DELAY_MS = 5000;

/** The market record once known, for the saved settings. */
let queryMarket: Parameters<typeof writeSettings>[0]['market'] | undefined;

/** The visitor's own settings (SPEC 3), kept for the next visit. */
function saveSettings() {
  const state = appStore.get();
  const market = queryMarket ?? { id: state.marketId };
  writeSettings({ market, locale: state.locale, realLocale: state.realLocale, defaultFiat: state.defaultFiat });
}

/** The shell (service worker, installed app): market, language and page from the persisted cache or the network. */
async function renderShell(queryClient: QueryClient, marketId: MarketId) {
  // Server HTML of another build is replaced here, not taken over: stop its recorder, whose events have
  // nowhere to go, so it no longer holds back forms.
  takeEarlyEvents();
  if (navigator.serviceWorker?.controller && navigator.onLine) probeNetwork();
  await restoreQueryCache(queryClient);
  const routeLang = resolvePublicPath(window.location.pathname)?.lang ?? null;
  const saved = readSettings();

  // The translations of the likely language load alongside the market record, not after it.
  void queryClient.prefetchQuery(localesQuery(routeLang ?? saved?.realLocale ?? 'es'));
  const settled = settleMarketAndLanguage(queryClient, marketId, routeLang, {
    saved,
    // When the market call fails, start from the persisted market (if it is this host's market).
    onMarketFailure: () => (saved?.market.id === marketId ? saved.market : { id: marketId }),
  }).then(({ market, realLocale }) => {
    if (market.id) queryMarket = market as typeof queryMarket;
    document.documentElement.lang = realLocale;
    saveSettings();
  });
  markMarketSettled(settled);
  const router = createAppRouter({ queryClient, marketId });
  setNotFoundNavigator(() => void router.navigate({ to: '/errors/404', replace: true }));
  // A path that names its language (nearly all) lets the route's code and content load alongside the
  // market record and the translations; a neutral path (/token...) takes its language from the market.
  const routed = routeLang ? router.load() : settled.then(() => router.load());
  await Promise.all([settled, routed]);
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first page in slices, so no single task blocks input for long.
  startTransition(() => root.render(<App queryClient={queryClient} router={router} />));
}

/**
 * Server HTML: the same state the server rendered with, then the visitor's own settings. Only the
 * page's islands are hydrated (islands.tsx); the rest stays the server's HTML until a client navigation.
 */
async function hydrateServerPage(queryClient: QueryClient, ssr: SsrState) {
  hydrate(queryClient, ssr.queries);
  appStore.set(ssr.app);
  // React reads this while hydrating; the visitor's values below apply right after (create-store.ts).
  appStore.setServerState(appStore.get());
  const saved = readSettings();
  const savedFiat = saved?.defaultFiat;
  appStore.set({
    screen: screenFromWidth(window.innerWidth),
    ...(savedFiat && ssr.app.fiats.some((fiat) => fiat.ISO === savedFiat) ? { defaultFiat: savedFiat } : {}),
  });
  queryMarket = queryClient.getQueryData(marketQuery(ssr.app.marketId).queryKey);
  saveSettings();
  setRouteLang(ssr.app.realLocale);
  setHydrationTime(ssr.renderedAt);
  // A missing page was rendered as the 404 page: the address says so too, as after a client navigation.
  if (window.location.pathname !== ssr.path) window.history.replaceState(window.history.state, '', ssr.path);
  watchTypingBeforeTakeover();
  await initI18n(queryClient, ssr.app.realLocale);
  const router = createAppRouter({ queryClient, marketId: ssr.app.marketId });
  // The server rendered without the router's client-only suspense boundary; the client must match.
  router.ssr = { manifest: undefined };
  // The router scrolls to the top after its first render; the browser placed this page already and the
  // visitor may have scrolled it before the code arrived, so taking it over must not move it.
  router._scroll.n = false;
  setNotFoundNavigator(() => void router.navigate({ to: '/errors/404', replace: true }));
  // A client navigation to another path changes what is above the first document's waiting parts (the
  // route, its params, the language): every one of them is hydrated before the history moves, which moves
  // the router (islands.tsx). A page rewriting only its own query (the finder's search and filters) moves
  // at once: no waiting part shows the query.
  for (const method of ['push', 'replace'] as const) {
    const move = router.history[method].bind(router.history);
    router.history[method] = (...args) => {
      const samePath = new URL(args[0], window.location.href).pathname === window.location.pathname;
      if (samePath) move(...args);
      else void releaseFirstDocument().then(() => move(...args));
    };
  }
  // Loaders find their data in the server's cache, so this only loads the page's code.
  await router.load();
  // What the visitor clicked or sent before the code arrived is played back once its island is awake.
  const early = takeEarlyEvents();
  holdFirstDocument();
  // In a transition React hydrates in slices that yield to the browser.
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, <App queryClient={queryClient} router={router} />, {
      // A mismatch is a defect (the server and the client disagree): loud in the console, where tests look.
      onRecoverableError: (error) => console.error('Hydration failed and React rendered afresh', error),
    });
  });
  if (early.length > 0) void hydrated.then(() => replayEarlyEvents(early));
}

function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} router={router} />
    </StrictMode>
  );
}

export async function start() {
  const marketId = marketFromHost(window.location.host);
  onlineManager.setOnline(navigator.onLine);
  followWorkerNetworkState();
  installFormFriction();
  const queryClient = createQueryClient();
  const ssr = readSsrState(BUILD_ID);
  if (ssr) await hydrateServerPage(queryClient, ssr);
  else await renderShell(queryClient, marketId);
  sessionStorage.removeItem(RELOAD_FLAG);

  // Nothing below is needed for the first screen: it waits until the page has loaded and the browser is
  // idle, so it never competes with the first visit's own requests or with a waking island.
  afterPageLoad(() => {
    // The persisted cache fills only what the server did not send.
    if (ssr) void restoreQueryCache(queryClient, { onlyMissing: true });
    startOutboxClient();
    void registerServiceWorker();
  });
  // The warm-up (and the feature code it needs) waits a few seconds after load and then for an idle
  // moment, so its thirty-odd calls never compete with what the visitor does first on the page.
  afterPageLoad(
    () =>
      void import('./app/warm-up').then(({ warmUpIfDue }) =>
        warmUpIfDue({ queryClient, marketId, lang: appStore.get().realLocale, fiat: appStore.get().defaultFiat }),
      ),
    WARM_UP_DELAY_MS,
  );
}
