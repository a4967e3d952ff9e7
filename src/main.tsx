// Start-up (SPEC 4): market from host -> market record -> locale -> i18n -> router -> render.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { appStore, markMarketSettled } from './app/app-store';
import { createQueryClient } from './app/query-client';
import { afterPageLoad } from './app/when-idle';
import { setNotFoundNavigator } from './app/report-error';
import { i18n, initI18n, localesQuery } from './i18n/i18n';
import { resolvePublicPath } from './i18n/localized-paths';
import { setRouteLang } from './i18n/route-lang';
import { startLocale } from './i18n/start-locale';
import { marketFromHost } from './markets/market-from-host';
import type { MarketId } from './markets/market-table';
import type { Lang } from './routes/route-table';
import { marketQuery, type MarketRecord } from './markets/market-record';
import { readSettings, writeSettings } from './markets/persisted-settings';
import { registerServiceWorker } from './offline/register-sw';
import { restoreQueryCache } from './offline/query-persistence';
import { startOutboxClient } from './offline/outbox-client';
import { createAppRouter } from './routes/router';
import './styles/app.css';

const RELOAD_FLAG = 'crypto-web:routing-reload';
const WARM_UP_DELAY_MS = 5000;

/** Market record -> locale -> app state -> i18n (SPEC 4). The market's own data, not the route's. */
async function settleMarketAndLanguage(queryClient: QueryClient, marketId: MarketId, routeLang: Lang | null) {
  const saved = readSettings();
  // When the market call fails, start from the persisted market (if it is this host's market).
  const market: Partial<MarketRecord> = await queryClient
    .ensureQueryData({ ...marketQuery(marketId), revalidateIfStale: true })
    .catch(() => (saved?.market.id === marketId ? saved.market : { id: marketId }));
  const { locale, realLocale } = startLocale(routeLang, market.DefaultLocale);
  const defaultFiat = saved?.defaultFiat ?? market.FIATS?.[0]?.ISO ?? 'EUR';
  appStore.set({
    marketId,
    locale,
    realLocale,
    defaultLocale: market.DefaultLocale ?? 'es-ES',
    availableLocales: market.AvailableLocales ?? ['es', 'en'],
    fiats: market.FIATS ?? [],
    defaultFiat,
  });
  writeSettings({ market: market.id ? (market as MarketRecord) : { id: marketId }, locale, realLocale, defaultFiat });
  setRouteLang(realLocale);
  document.documentElement.lang = realLocale;
  await initI18n(queryClient, realLocale);
}

async function start() {
  const marketId = marketFromHost(window.location.host);
  onlineManager.setOnline(navigator.onLine);
  const queryClient = createQueryClient();
  await restoreQueryCache(queryClient);
  const routeLang = resolvePublicPath(window.location.pathname)?.lang ?? null;

  // The translations of the likely language load alongside the market record, not after it.
  void queryClient.prefetchQuery(localesQuery(routeLang ?? readSettings()?.realLocale ?? 'es'));
  const settled = settleMarketAndLanguage(queryClient, marketId, routeLang);
  markMarketSettled(settled);
  const router = createAppRouter({ queryClient, marketId });
  setNotFoundNavigator(() => void router.navigate({ to: '/errors/404', replace: true }));
  // A path that names its language (nearly all) lets the route's code and content load alongside the
  // market record and the translations; a neutral path (/token...) takes its language from the market.
  const routed = routeLang ? router.load() : settled.then(() => router.load());
  await Promise.all([settled, routed]);
  sessionStorage.removeItem(RELOAD_FLAG);

  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first page in slices, so no single task blocks input for long.
  startTransition(() =>
    root.render(
      <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
      </StrictMode>,
    ),
  );
  // Registered once the page has loaded and the browser is idle, so installing the worker (and
  // precaching the shell) never competes with the first visit's own requests.
  afterPageLoad(() => void registerServiceWorker());
  startOutboxClient();
  // The warm-up (and the feature code it needs) waits a few seconds and then for an idle moment, so
  // its thirty-odd calls never compete with what the visitor does first on the page.
  const warm = () =>
    void import('./app/warm-up').then(({ warmUpIfDue }) =>
      warmUpIfDue({ queryClient, marketId, lang: appStore.get().realLocale, fiat: appStore.get().defaultFiat }),
    );
  setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(warm, { timeout: 4000 }) : warm()), WARM_UP_DELAY_MS);
}

start().catch((error: unknown) => {
  console.warn('Start-up failed', error);
  // Reload once if routing or start-up fails; a second failure shows a plain message instead of looping.
  if (!sessionStorage.getItem(RELOAD_FLAG)) {
    sessionStorage.setItem(RELOAD_FLAG, '1');
    window.location.reload();
    return;
  }
  sessionStorage.removeItem(RELOAD_FLAG);
  document.getElementById('root')!.innerHTML =
    '<div class="page"><h1>CryptoPlaza</h1><p>No se pudo cargar la página. / The page could not be loaded.</p><p><a href="/">Reintentar / Retry</a></p></div>';
});
