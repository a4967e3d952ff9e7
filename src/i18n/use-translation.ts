// The components' translation hook. react-i18next's useTranslation copies the i18n instance (its own
// properties) and makes a fixed t for every component that calls it: a list page has a few hundred such
// components, and those copies were 5 ms of the ATM list's hydration on this host (createI18nWrapper in
// a CPU profile). Every component here shows the page's one language, so they share one t per
// instance and language. It re-renders on a language change, as react-i18next's does by default.
import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const shared = new WeakMap<I18n, { lang: string; translation: Translation }>();

function translationOf(i18n: I18n): Translation {
  const lang = i18n.language;
  const known = shared.get(i18n);
  if (known?.lang === lang) return known.translation;
  const translation = { t: i18n.getFixedT(lang), i18n };
  shared.set(i18n, { lang, translation });
  return translation;
}

export function useTranslation(): Translation {
  // The request's instance on the server (I18nextProvider), the page's in the browser.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const snapshot = () => translationOf(i18n);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
