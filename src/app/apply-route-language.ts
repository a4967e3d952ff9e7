// Runs before every navigation: makes the interface language follow the route's language (SPEC 4),
// loading that language's translations first, and persists the visitor's settings.
import { appStore, isMarketSettling } from './app-store';
import { getRouteLang } from '../i18n/route-lang';
import { i18n, loadLanguage } from '../i18n/i18n';
import { startLocale } from '../i18n/start-locale';
import { readSettings, writeSettings } from '../markets/persisted-settings';
import type { RouterContext } from '../routes/page-loaders';

export async function applyRouteLanguage({ queryClient }: RouterContext) {
  // On the first load start-up settles the language itself, alongside this route's data.
  if (isMarketSettling()) return;
  const lang = getRouteLang();
  const state = appStore.get();
  if (state.realLocale === lang && i18n.language === lang) return;
  await loadLanguage(i18n, queryClient, lang);
  const { locale, realLocale } = startLocale(lang, state.defaultLocale);
  appStore.set({ locale, realLocale });
  document.documentElement.lang = realLocale;
  const saved = readSettings();
  writeSettings({ market: saved?.market ?? { id: state.marketId }, locale, realLocale, defaultFiat: state.defaultFiat });
}
