// i18next set-up: Spanish first, English fallback. Translations come from the locale-files service
// as one object per language (one top-level key per namespace file) and go through TanStack Query,
// so they are cached and persisted like any other read.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { localesClient } from '../api/clients';
import type { Lang } from '../routes/route-table';

export type Translations = Record<string, unknown>;

export const localesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['locales', lang],
    queryFn: ({ signal }) => localesClient.get<Translations>(lang, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export async function loadLanguage(i18n: I18n, queryClient: QueryClient, lang: Lang) {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    const translations = await queryClient.ensureQueryData(localesQuery(lang));
    i18n.addResourceBundle(lang, 'translation', translations, true, true);
  }
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** The app's one i18next instance; start-up initialises it with the visitor's language. */
export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

let markReady: () => void = () => undefined;
/** Resolves once the visitor's language has its translations (messages translated earlier would show keys). */
export const i18nReady = new Promise<void>((resolve) => (markReady = resolve));
let ready = false;
export const isI18nReady = () => ready;

export async function initI18n(queryClient: QueryClient, lang: Lang): Promise<I18n> {
  await i18n.init({
    lng: lang,
    fallbackLng: lang === 'en' ? false : 'en',
    supportedLngs: ['es', 'en'],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // The fallback language is loaded only when needed; a failure there must not stop start-up.
  await loadLanguage(i18n, queryClient, lang);
  ready = true;
  markReady();
  if (lang !== 'en') {
    queryClient.ensureQueryData(localesQuery('en')).then(
      (translations) => i18n.addResourceBundle('en', 'translation', translations, true, false),
      () => undefined,
    );
  }
  return i18n;
}
