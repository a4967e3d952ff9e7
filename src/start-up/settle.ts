// Start-up (SPEC 4) shared by the browser and the server render: market record -> locale -> app
// state -> i18n. The browser adds the visitor's saved settings; the server renders without them,
// so its HTML is the same for every visitor of a URL on a host.
import type { QueryClient } from '@tanstack/react-query';
import { appStore } from '../state/app-store';
import { initI18n } from '../i18n/i18n';
import { setRouteLang } from '../i18n/route-lang';
import { startLocale } from '../i18n/start-locale';
import { marketQuery, type MarketRecord } from '../markets/market-record';
import type { MarketId } from '../markets/market-table';
import { savedFiatIn, type PersistedSettings } from '../markets/persisted-settings';
import type { Lang } from '../i18n/route-table';

export interface SettleOptions {
  /** The visitor's saved settings (browser only). */
  saved?: PersistedSettings | null;
  /** Where the market record comes from when its call fails; the server has no fallback and fails. */
  onMarketFailure?: (error: unknown) => Partial<MarketRecord>;
}

export async function settleMarketAndLanguage(
  queryClient: QueryClient,
  marketId: MarketId,
  routeLang: Lang | null,
  {
    saved,
    onMarketFailure = (error) => {
      throw error;
    },
  }: SettleOptions = {},
) {
  const market: Partial<MarketRecord> = await queryClient
    .ensureQueryData({ ...marketQuery(marketId), revalidateIfStale: true })
    .catch(onMarketFailure);
  const { locale, realLocale } = startLocale(routeLang, market.DefaultLocale);
  const defaultFiat = savedFiatIn(market.FIATS ?? [], saved) ?? market.FIATS?.[0]?.ISO ?? 'EUR';
  appStore.set({
    marketId,
    locale,
    realLocale,
    defaultLocale: market.DefaultLocale ?? 'es-ES',
    availableLocales: market.AvailableLocales ?? ['es', 'en'],
    fiats: market.FIATS ?? [],
    defaultFiat,
  });
  setRouteLang(realLocale);
  await initI18n(queryClient, realLocale);
  return { market, locale, realLocale, defaultFiat };
}
