// A page's SEO block (SPEC 3: MetaTitle, MetaDescription, Keywords, OpenGraphTags) as its head: the server
// writes it into the HTML, the browser applies it after each navigation (src/seo/page-head.ts).
import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Seo } from '../api/strapi';
import { currentPublicUrl } from '../i18n/route-lang';
import { realLocaleOf } from '../i18n/start-locale';
import { canonicalOrigin } from '../markets/market-from-host';
import { marketTable } from '../markets/market-table';
import { applyHeadToDocument, buildPageHead, type PageHead } from '../seo/page-head';
import { useAppState } from './app-store';
import { isServerRender, scoped } from './request-scope';
import { useLang, useMarketId } from './use-lang';

/** Shortens text to a meta description: whole words, at most `max` characters. */
export function summarize(text: string | undefined, max = 160): string | undefined {
  const plain = text?.replace(/[#*_`>[\]]|\((?:https?:|\/)[^)]*\)/g, '').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  if (plain.length <= max) return plain;
  return `${plain.slice(0, plain.lastIndexOf(' ', max - 1)).replace(/[,;:.]$/, '')}…`;
}

export interface PageMetaOptions {
  fallbackTitle?: string;
  fallbackDescription?: string;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  /** schema.org objects for this page (see src/seo/structured-data.ts). */
  jsonLd?: object[];
}

/** The head the server writes for this request: the page rendered last sets it. */
const serverHead = scoped(() => ({ current: undefined as PageHead | undefined }));

export const renderedHead = () => serverHead().current;

export function usePageMeta(seo: Seo | undefined, { fallbackTitle, fallbackDescription, noindex = false, ogType, jsonLd }: PageMetaOptions = {}) {
  const { t } = useTranslation();
  // The router's location is canonical; the public path (what the visitor sees) is the page's own URL.
  const href = useLocation({ select: (location) => location.href });
  const lang = useLang();
  const marketId = useMarketId();
  const defaultLocale = useAppState((s) => s.defaultLocale);
  const brand = t('common.brand');
  const description = seo?.MetaDescription || summarize(fallbackDescription);
  const build = () => {
    const url = currentPublicUrl();
    return buildPageHead({
      brand,
      lang,
      country: marketTable[marketId].code,
      origin: canonicalOrigin(url, marketId),
      path: url.pathname,
      defaultLang: realLocaleOf(defaultLocale),
      title: seo?.MetaTitle || fallbackTitle,
      description,
      keywords: seo?.Keywords,
      ogTitle: seo?.OpenGraphTags?.ogTitle,
      ogDescription: seo?.OpenGraphTags?.ogDescription,
      ogImage: seo?.OpenGraphTags?.ogImage,
      ogType,
      noindex,
      jsonLd,
    });
  };
  if (isServerRender()) serverHead().current = build();
  const jsonLdKey = JSON.stringify(jsonLd ?? null);
  useEffect(() => {
    applyHeadToDocument(build());
    // `build` reads only what the dependencies below name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, lang, marketId, defaultLocale, brand, seo, description, fallbackTitle, noindex, ogType, jsonLdKey]);
}
