// The app (SPEC 4: market from host -> market record -> locale -> i18n -> router -> render), in one
// tree: the service worker's shell renders it at once (createRoot, from the persisted cache or the
// network), and a first document starts it for its first client navigation (take-over.ts), from the
// state its islands already share.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { onlineManager } from '@tanstack/react-query';
import { appStore, markMarketSettled } from './state/app-store';
import { AppProviders } from './app/app-providers';
import { browserQueryClient } from './state/query-client';
import { hydrated } from './state/render-clock';
import { setNotFoundNavigator } from './state/report-error';
import { i18n, localesQuery } from './i18n/i18n';
import { resolvePublicPath } from './i18n/localized-paths';
import { marketFromHost } from './markets/market-from-host';
import { readSettings, writeSettings } from './markets/persisted-settings';
import { restoreQueryCache } from './offline/query-persistence';
import { probeNetwork } from './offline/network-state';
import { installFormFriction } from './api/form-friction';
import { settleMarketAndLanguage } from './start-up/settle';
import { followNetworkInQueries, pageRuntime } from './start-up/page-runtime';
import { runBackground } from './start-up/background';
import { browserIsLight } from './contracts/light-mode';
import { afterPageLoad } from './lib/after-page-load';
import { rewriteAddressesWith } from './lib/page-url';
import { createAppRouter, type AppRouter } from './routes/router';

function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} router={router} />
    </StrictMode>
  );
}

/**
 * Renders the app into the page's root once its first route has loaded (and `first` has settled);
 * resolves at its first commit.
 */
async function renderApp(queryClient: QueryClient, router: AppRouter, first: Promise<unknown> = Promise.resolve()) {
  setNotFoundNavigator(() => void router.navigate({ to: '/errors/404', replace: true }));
  // A page rewriting its own address (the finder's search) does it through the router from now on.
  rewriteAddressesWith((href) => router.history.replace(href, { keepScroll: true }));
  await Promise.all([first, router.load()]);
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the page in slices; what was on screen stays until it commits.
  startTransition(() => root.render(<App queryClient={queryClient} router={router} />));
  await hydrated;
}

/** The shell (service worker, installed app): market, language and page from the persisted cache or the network. */
export async function startShell() {
  const marketId = marketFromHost(window.location.host);
  followNetworkInQueries();
  installFormFriction();
  const queryClient = browserQueryClient();
  // No server rendered the shell: light mode only as the connection and the visitor say.
  appStore.set({ light: browserIsLight(false) });
  if (navigator.serviceWorker?.controller && navigator.onLine) probeNetwork(() => onlineManager.setOnline(false));
  await restoreQueryCache(queryClient);
  const routeLang = resolvePublicPath(window.location.pathname)?.lang ?? null;
  const saved = readSettings();
  // The translations of the likely language load alongside the market record, not after it.
  void queryClient.prefetchQuery(localesQuery(routeLang ?? saved?.realLocale ?? 'es'));
  const settled = settleMarketAndLanguage(queryClient, marketId, routeLang, {
    saved,
    // When the market call fails, start from the persisted market (if it is this host's market).
    onMarketFailure: () => (saved?.market.id === marketId ? saved.market : { id: marketId }),
  }).then(({ market, realLocale, locale, defaultFiat }) => {
    document.documentElement.lang = realLocale;
    writeSettings({
      market: market.id ? (market as Parameters<typeof writeSettings>[0]['market']) : { id: marketId },
      locale,
      realLocale,
      defaultFiat,
    });
  });
  markMarketSettled(settled);
  const router = createAppRouter({ queryClient, marketId });
  // A path that names its language (nearly all) lets the route's code and content load alongside the
  // market record and the translations; a neutral path (/token...) takes its language from the market.
  await (routeLang ? renderApp(queryClient, router, settled) : settled.then(() => renderApp(queryClient, router)));
  afterPageLoad(() => runBackground({ light: appStore.get().light, runtime: async () => ({ queryClient }) }));
}

/**
 * A first document's first client navigation (the address already moved to the link's): the app renders
 * the new page from the state the islands share, then the islands' own roots end.
 */
export async function takeOverServerPage(unmountIslands: () => void, { scrollToTop }: { scrollToTop: boolean }) {
  const { queryClient, stopFollowingWindow } = await pageRuntime();
  const router = createAppRouter({ queryClient, marketId: appStore.get().marketId });
  await renderApp(queryClient, router);
  stopFollowingWindow();
  unmountIslands();
  if (scrollToTop) window.scrollTo({ top: 0 });
}
