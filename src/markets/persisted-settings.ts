// SPEC 3: market, locale, realLocale and defaultFiat persist in localStorage under one key.
import type { Lang } from '../i18n/route-table';
import { isMarketId, type MarketId } from './market-table';
import type { Fiat, MarketRecord } from './market-record';

const SETTINGS_KEY = 'crypto-web:settings';

export interface PersistedSettings {
  market: MarketRecord | { id: MarketId };
  locale: string;
  realLocale: Lang;
  defaultFiat: string;
}

export function readSettings(): PersistedSettings | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as PersistedSettings | null;
    return parsed && isMarketId(parsed.market?.id) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSettings(settings: PersistedSettings) {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage can be full or blocked (private mode); the settings are then only kept for this visit.
  }
}

/**
 * The currency the visitor saved, where the market offers it (or where its offer is not known: the market's
 * record could not be read). Otherwise none: the market's own default applies.
 */
export function savedFiatIn(fiats: readonly Pick<Fiat, 'ISO'>[], saved: PersistedSettings | null | undefined): string | undefined {
  const fiat = saved?.defaultFiat;
  return fiat && (fiats.length === 0 || fiats.some((offered) => offered.ISO === fiat)) ? fiat : undefined;
}
