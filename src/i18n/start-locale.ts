// Start-up locale rules (SPEC 4).
import type { Lang } from './route-table';

const FALLBACK_LOCALE = 'es-ES';
const FALLBACK_REAL_LOCALE: Lang = 'es';

export function realLocaleOf(locale: string): Lang {
  return locale.toLowerCase().startsWith('en') ? 'en' : 'es';
}

/**
 * With a route locale: 'en' on English routes, else the market default; realLocale is the route locale.
 * Without one: the market default (es-ES when the market has none).
 */
export function startLocale(routeLang: Lang | null, marketDefault: string | undefined): { locale: string; realLocale: Lang } {
  const marketLocale = marketDefault || FALLBACK_LOCALE;
  if (routeLang) return { locale: routeLang === 'en' ? 'en' : marketLocale, realLocale: routeLang };
  return marketDefault
    ? { locale: marketLocale, realLocale: realLocaleOf(marketLocale) }
    : { locale: FALLBACK_LOCALE, realLocale: FALLBACK_REAL_LOCALE };
}
