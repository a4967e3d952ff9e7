// The components' translation hook. react-i18next's useTranslation copies the i18n instance (its own
// properties) and makes a fixed t for every component that calls it: a list page has a few hundred such
// components, and those copies were 5 ms of the ATM list's hydration on this host (createI18nWrapper in
// a CPU profile). Every component here shows the page's one language, so they share one t per
// instance and language. One provider listens for a language change and hands the new translation to
// every component through context: a listener per component was a passive effect each, a few ms of
// every page's hydration (flushPassiveEffects in a CPU profile).
import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';
import { remembered } from '../lib/bounded-memo';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** Per instance, one translation per language (switching back and forth makes no new ones). */
const shared = new WeakMap<I18n, Map<string, Translation>>();

function translationOf(i18n: I18n): Translation {
  let byLang = shared.get(i18n);
  if (!byLang) shared.set(i18n, (byLang = new Map()));
  const lang = i18n.language;
  let translation = byLang.get(lang);
  if (!translation) byLang.set(lang, (translation = { t: rememberingT(i18n, i18n.getFixedT(lang)), i18n }));
  return translation;
}

const TRANSLATIONS_KEPT = 2000;
const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/**
 * `t` that keeps what it translated: i18next works each call out afresh (key lookup, fallbacks, plurals,
 * interpolation by regular expressions), about 16 ms of an ATM page's hydration on this host, and a page
 * asks for the same strings again and again (every row of a list, every render). Only calls whose options
 * are plain values are kept; the kept strings are dropped when translations are added (the English fallback).
 */
function rememberingT(i18n: I18n, t: TFunction): TFunction {
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const kept = new Map<string, unknown>();
  i18n.store.on('added', () => kept.clear());
  const remembering = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const plain =
      rest.length === 0 &&
      (options === undefined || (typeof options === 'object' && options !== null && Object.values(options).every(isPrimitive)));
    if (!plain) return translate(key, options, ...rest);
    return remembered(kept, JSON.stringify([key, options ?? null]), TRANSLATIONS_KEPT, () => translate(key, options));
  };
  return remembering as unknown as TFunction;
}

const TranslationContext = createContext<Translation | null>(null);

/** The page's translation for everything inside, re-rendered on a language change (app-providers.tsx). */
export function TranslationProvider({ children }: { children: ReactNode }) {
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
  const translation = useSyncExternalStore(subscribe, snapshot, snapshot);
  return createElement(TranslationContext.Provider, { value: translation }, children);
}

/** The page's translation; outside a provider (a component on its own), the global instance's. */
export function useTranslation(): Translation {
  return useContext(TranslationContext) ?? translationOf(getI18n());
}
