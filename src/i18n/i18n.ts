// i18next set-up: Spanish first, English fallback. Translations come from the locale-files service
// as one object per language (one top-level key per namespace file) and go through TanStack Query,
// so they are cached and persisted like any other read.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { localesClient } from '../api/clients';
import type { Lang } from './route-table';
import { isServerRender, scoped } from '../lib/request-scope';

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

const createI18n = () => i18next.createInstance().use(initReactI18next);

/** The page's i18next instance in the browser; start-up initialises it with the visitor's language. */
export const i18n: I18n = createI18n();

const serverI18n = scoped(createI18n);

/** The instance of this page, or of this request when the server renders (one per request). */
export const currentI18n = (): I18n => (isServerRender() ? serverI18n() : i18n);

let markReady: () => void = () => undefined;
/** Resolves once the visitor's language has its translations (messages translated earlier would show keys). */
export const i18nReady = new Promise<void>((resolve) => (markReady = resolve));
let ready = false;
export const isI18nReady = () => ready;

export async function initI18n(queryClient: QueryClient, lang: Lang): Promise<I18n> {
  const i18n = currentI18n();
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
  // The server renders one language per request; the English fallback is the browser's concern.
  if (isServerRender()) return i18n;
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
