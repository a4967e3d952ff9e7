// Runs before every navigation: makes the interface language follow the route's language (SPEC 4),
// loading that language's translations first, and persists the visitor's settings.
import { appStore, isMarketSettling } from '../state/app-store';
import { getRouteLang } from '../i18n/route-lang';
import { currentI18n, loadLanguage } from '../i18n/i18n';
import { startLocale } from '../i18n/start-locale';
import { readSettings, writeSettings } from '../markets/persisted-settings';
import type { RouterContext } from '../routes/page-loaders';

export async function applyRouteLanguage({ queryClient }: RouterContext) {
  // On the first load start-up settles the language itself, alongside this route's data.
  if (isMarketSettling()) return;
  const lang = getRouteLang();
  const state = appStore.get();
  const i18n = currentI18n();
  if (state.realLocale === lang && i18n.language === lang) return;
  await loadLanguage(i18n, queryClient, lang);
  const { locale, realLocale } = startLocale(lang, state.defaultLocale);
  appStore.set({ locale, realLocale });
  if (typeof document === 'undefined') return;
  document.documentElement.lang = realLocale;
  const saved = readSettings();
  writeSettings({ market: saved?.market ?? { id: state.marketId }, locale, realLocale, defaultFiat: state.defaultFiat });
}
