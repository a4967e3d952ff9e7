import { useAppState } from './app-store';

/** The language the page is shown in (SPEC realLocale). */
export const useLang = () => useAppState((s) => s.realLocale);

export const useMarketId = () => useAppState((s) => s.marketId);
