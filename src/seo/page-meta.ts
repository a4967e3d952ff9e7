// A page's SEO block (SPEC 3: MetaTitle, MetaDescription, Keywords, OpenGraphTags) as its head: the server
// writes it into the HTML, the browser applies it after each navigation (src/seo/page-head.ts).
import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { readSeo, type SeoSource } from '../api/cms-seo';
import { currentPublicUrl } from '../i18n/route-lang';
import { realLocaleOf } from '../i18n/start-locale';
import { localizedPath, pathInLanguage, resolvePublicPath } from '../i18n/localized-paths';
import type { PathParams } from '../i18n/path-pattern';
import type { Lang, RouteName } from '../i18n/route-table';
import { canonicalOrigin } from '../markets/market-from-host';
import { marketTable } from '../markets/market-table';
import { applyHeadToDocument, buildPageHead, type PageHead } from './page-head';
import { useAppState } from '../state/app-store';
import { isServerRender, scoped } from '../lib/request-scope';
import { useLang, useMarketId } from '../state/use-lang';

/** Markdown (or HTML) as the plain sentences a description shows: no tables, markers or link targets. */
function plainText(text: string): string {
  return (
    text
      .split('\n')
      .filter((line) => !/^\s*\|/.test(line))
      // A heading ends its own sentence rather than running into the paragraph under it.
      .map((line) =>
        line.replace(/^\s*#{1,6}\s+(.*?)\s*#*\s*$/, (_, heading: string) => (/[.:!?…]$/.test(heading) ? heading : `${heading}.`)),
      )
      .join('\n')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
      .replace(/(^|\s)[*_]{1,3}|[*_]{1,3}(?=\s|[.,;:!?]|$)|[`>~]/gm, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Shortens text to a meta description: plain text, whole words, at most `max` characters. */
function summarize(text: string | undefined, max = 160): string | undefined {
  const plain = text ? plainText(text) : '';
  if (!plain) return undefined;
  if (plain.length <= max) return plain;
  return `${plain.slice(0, plain.lastIndexOf(' ', max - 1)).replace(/[,;:.]$/, '')}…`;
}

export interface PageMetaOptions {
  /** This page's own title and description, over the CMS's (a coin's page shares its CMS entry with the others). */
  title?: string;
  description?: string;
  fallbackTitle?: string;
  fallbackDescription?: string;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  /** schema.org objects for this page (src/seo/structured-data.ts), given the canonical origin and the page's URL. */
  jsonLd?: (page: StructuredDataContext) => Array<object | undefined>;
}

interface StructuredDataContext {
  origin: string;
  url: string;
  lang: Lang;
  brand: string;
  /** An absolute URL of a route in the page's language. */
  urlOf: (name: RouteName, params?: PathParams) => string;
}

/** The head the server writes for this request: the page rendered last sets it. */
const serverHead = scoped(() => ({ current: undefined as PageHead | undefined }));

export const renderedHead = () => serverHead().current;

export function usePageMeta(
  seoSource: SeoSource | undefined,
  {
    title: ownTitle,
    description: ownDescription,
    fallbackTitle,
    fallbackDescription,
    noindex = false,
    ogType,
    jsonLd,
  }: PageMetaOptions = {},
) {
  const seo = readSeo(seoSource);
  const { t } = useTranslation();
  // The router's location is canonical; the public path (what the visitor sees) is the page's own URL.
  const href = useLocation({ select: (location) => location.href });
  const lang = useLang();
  const marketId = useMarketId();
  const defaultLocale = useAppState((s) => s.defaultLocale);
  const brand = t('common.brand');
  const description = ownDescription || seo.description || summarize(fallbackDescription);
  const build = () => {
    const url = currentPublicUrl();
    const origin = canonicalOrigin(url, marketId);
    // An alias (/cajeros, /bitcoin-atm/1001) names the page's primary path in its language as canonical.
    const path = resolvePublicPath(url.pathname) ? pathInLanguage(url.pathname, lang) : url.pathname;
    // A list's later pages (?page=2) list other places: each is its own canonical page.
    const pageNumber = Number(url.searchParams.get('page'));
    const listPage = Number.isInteger(pageNumber) && pageNumber > 1 ? `?page=${pageNumber}` : '';
    const context: StructuredDataContext = {
      origin,
      url: origin + path,
      lang,
      brand,
      urlOf: (name, params = {}) => origin + localizedPath(name, params, lang),
    };
    return buildPageHead({
      brand,
      lang,
      country: marketTable[marketId].code,
      origin,
      path,
      defaultLang: realLocaleOf(defaultLocale),
      title: ownTitle || seo.title || fallbackTitle,
      description,
      keywords: seo.keywords,
      ogTitle: ownTitle ? undefined : seo.ogTitle,
      ogDescription: ownDescription ? undefined : seo.ogDescription,
      ogImage: seo.ogImage,
      canonical: seo.canonical || (listPage ? origin + path + listPage : undefined),
      ogType,
      noindex: noindex || Boolean(seo.noindex),
      jsonLd: [...(jsonLd?.(context) ?? []), ...seo.structuredData].filter((data): data is object => data !== undefined),
    });
  };
  const head = build();
  if (isServerRender()) serverHead().current = head;
  const headKey = JSON.stringify(head);
  useEffect(() => {
    applyHeadToDocument(head);
    // headKey stands for head: the same text is the same head, so nothing is rewritten without a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, headKey]);
}
