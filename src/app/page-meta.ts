// Writes a page's SEO block (SPEC 3: MetaTitle, MetaDescription, Keywords, OpenGraphTags) into <head>,
// with a canonical URL and hreflang alternates pointing at the same page in the other language.
import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Seo } from '../api/strapi';
import { pathInLanguage, resolvePublicPath } from '../i18n/localized-paths';

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let element = document.head.querySelector<HTMLLinkElement>(selector);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    document.head.append(element);
  }
  element.href = href;
}

/** Shortens text to a meta description: whole words, at most `max` characters. */
export function summarize(text: string | undefined, max = 160): string | undefined {
  const plain = text?.replace(/[#*_`>[\]]|\((?:https?:|\/)[^)]*\)/g, '').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  if (plain.length <= max) return plain;
  return `${plain.slice(0, plain.lastIndexOf(' ', max - 1)).replace(/[,;:.]$/, '')}…`;
}

export function usePageMeta(
  seo: Seo | undefined,
  { fallbackTitle, fallbackDescription, noindex = false }: { fallbackTitle?: string; fallbackDescription?: string; noindex?: boolean } = {},
) {
  const { t } = useTranslation();
  // The router's location is canonical; the public path (what the visitor sees) is in window.location.
  const href = useLocation({ select: (location) => location.href });
  const brand = t('common.brand');
  const title = seo?.MetaTitle || fallbackTitle;
  const description = seo?.MetaDescription || summarize(fallbackDescription);
  useEffect(() => {
    const path = window.location.pathname;
    const origin = window.location.origin;
    // CMS titles usually end with the brand already.
    document.title = !title ? brand : title.includes(brand) ? title : `${title} | ${brand}`;
    setMeta('name', 'description', description);
    setMeta('name', 'keywords', seo?.Keywords);
    setMeta('name', 'robots', noindex ? 'noindex' : undefined);
    setMeta('property', 'og:title', seo?.OpenGraphTags?.ogTitle || title);
    setMeta('property', 'og:description', seo?.OpenGraphTags?.ogDescription || description);
    setMeta('property', 'og:image', seo?.OpenGraphTags?.ogImage ? new URL(seo.OpenGraphTags.ogImage, origin).href : undefined);
    setMeta('property', 'og:url', origin + path);
    setLink('canonical', origin + path);
    if (resolvePublicPath(path)?.lang) {
      setLink('alternate', origin + pathInLanguage(path, 'es'), 'es');
      setLink('alternate', origin + pathInLanguage(path, 'en'), 'en');
    } else {
      document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
    }
  }, [href, title, description, brand, seo, noindex]);
}
