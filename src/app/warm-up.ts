// Warm-up: after the first page has rendered, in idle time, fetch what a visitor may need later
// without a connection: the market's ATM and store lists, the help center (topics, every help page,
// FAQs), the contact page, the market record, the main coins' last prices and both languages'
// translations. The query cache persists it to IndexedDB and the service worker keeps the answers
// (the installed app renews some in the background), so these work offline on pages never opened.
// Skipped in light mode (start-up/background.ts does not call it), offline, and when done less than a day ago.
import type { QueryClient } from '@tanstack/react-query';
import { contentQuery, entryQuery } from '../content/content-queries';
import { assetsQuery } from '../content/assets-query';
import { rateQuery } from '../features/exchange/rate-query';
import { locationContentListQuery, locationListQuery } from '../features/finder/data/location-queries';
import { faqsQuery, helpPagesQuery } from '../features/help/help-queries';
import { pricesQuery } from '../features/token/prices-query';
import { localesQuery } from '../i18n/i18n';
import type { Lang } from '../i18n/route-table';
import type { MarketId } from '../markets/market-table';
import { marketQuery } from '../markets/market-record';
import { recordWarmUp, warmUpIsDue } from '../offline/warm-up-record';

const MAIN_COINS = ['BTC', 'ETH', 'USDT'];

interface WarmUpContext {
  queryClient: QueryClient;
  marketId: MarketId;
  lang: Lang;
  fiat: string;
}

type Options = { queryKey: readonly unknown[]; meta?: Record<string, unknown> };
const silent = <T extends Options>(options: T): T => ({ ...options, meta: { ...options.meta, silent: true, handlesOwnErrors: true } });

async function warmUp({ queryClient, marketId, lang, fiat }: WarmUpContext) {
  const prefetch = <T extends Options>(options: T) =>
    queryClient.prefetchQuery(silent(options) as Parameters<QueryClient['prefetchQuery']>[0]);
  const helpPages = await queryClient.fetchQuery(silent(helpPagesQuery(marketId, lang))).catch(() => []);
  await Promise.all([
    prefetch(locationListQuery('atm', marketId, lang)),
    prefetch(locationListQuery('store', marketId, lang)),
    prefetch(locationContentListQuery('atm', marketId, lang)),
    prefetch(locationContentListQuery('store', marketId, lang)),
    prefetch(contentQuery('atms-page', marketId, lang)),
    prefetch(contentQuery('stores-page', marketId, lang)),
    prefetch(contentQuery('help-center', marketId, lang)),
    prefetch(contentQuery('buy', marketId, lang)),
    prefetch(contentQuery('contact', marketId, lang)),
    // Read again though start-up has it (it is small): start-up read it before the worker was in control.
    prefetch({ ...marketQuery(marketId), staleTime: 0 }),
    prefetch(faqsQuery(marketId, lang)),
    ...helpPages.flatMap((page) =>
      page.attributes.Slug ? [prefetch(entryQuery('help-pages', page.attributes.Slug, marketId, lang))] : [],
    ),
    prefetch(assetsQuery(marketId, lang)),
    prefetch(pricesQuery(fiat, lang)),
    ...MAIN_COINS.map((coin) => prefetch(rateQuery(coin, fiat))),
    prefetch(localesQuery('es')),
    prefetch(localesQuery('en')),
  ]);
}

/** How long the first visit's warm-up waits for the service worker being installed to take the page over. */
const WORKER_WAIT_MS = 30_000;

/**
 * Resolves once the service worker controls the page, so it keeps the warm-up's answers as well (on a first
 * visit it takes the page over once installed), or at once when none is coming, or after WORKER_WAIT_MS.
 */
async function workerInControl() {
  const serviceWorker = navigator.serviceWorker;
  if (!serviceWorker || serviceWorker.controller) return;
  if (!(await serviceWorker.getRegistration().catch(() => undefined)) || serviceWorker.controller) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, WORKER_WAIT_MS);
    serviceWorker.addEventListener('controllerchange', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** Runs the warm-up unless this build already did it today (warm-up-record.ts). */
export async function warmUpIfDue(context: WarmUpContext) {
  if (!warmUpIsDue()) return;
  await workerInControl();
  if (!navigator.onLine) return;
  await warmUp(context);
  recordWarmUp();
  window.dispatchEvent(new Event('crypto-web:warm-up-done'));
}
