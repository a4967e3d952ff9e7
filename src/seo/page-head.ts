// A page's head: title, description, canonical, hreflang alternates, Open Graph, Twitter card and
// structured data. Built once by a pure function; the server writes it into the HTML, the browser
// applies it to document.head after each navigation.
import { pathInLanguage, resolvePublicPath } from '../i18n/localized-paths';
import type { Lang } from '../i18n/route-table';
import { serializeJsonLd } from './structured-data';

/** The share image when the CMS names none: 1200x630, what WhatsApp, Telegram and others expect. */
const DEFAULT_OG_IMAGE = { path: '/images/og/default.jpg', width: 1200, height: 630 };

export interface PageHead {
  lang: Lang;
  title: string;
  description?: string;
  keywords?: string;
  noindex: boolean;
  canonical: string;
  /** es, en and x-default, for pages that have both languages. */
  alternates: Array<{ hreflang: string; href: string }>;
  og: {
    title: string;
    description?: string;
    url: string;
    image: string;
    imageAlt: string;
    imageWidth?: number;
    imageHeight?: number;
    locale: string;
    type: 'website' | 'article';
    siteName: string;
  };
  twitterCard: 'summary_large_image';
  jsonLd: object[];
}

export interface PageHeadInput {
  brand: string;
  lang: Lang;
  /** The market's country code (ES, PY...), for og:locale. */
  country: string;
  /** The canonical origin (see canonical-origin.ts) and the public path of the page. */
  origin: string;
  path: string;
  title?: string;
  description?: string;
  keywords?: string;
  ogTitle?: string;
  ogDescription?: string;
  /** The share image: a path or URL, with its size when the CMS knows it. */
  ogImage?: { src: string; width?: number; height?: number; alt?: string };
  /** The CMS's canonical URL, when an editor set one; otherwise the canonical origin plus the path. */
  canonical?: string;
  ogType?: 'website' | 'article';
  noindex?: boolean;
  /** The language x-default points at: the market's own. */
  defaultLang: Lang;
  jsonLd?: object[];
}

/** CMS titles usually end with the brand already. */
const withBrand = (title: string | undefined, brand: string) => (!title ? brand : title.includes(brand) ? title : `${title} | ${brand}`);

export function buildPageHead(input: PageHeadInput): PageHead {
  const { origin, path, brand, lang } = input;
  const title = withBrand(input.title, brand);
  const canonical = input.canonical || origin + path;
  const localized = Boolean(resolvePublicPath(path)?.lang);
  const alternates = localized
    ? [
        { hreflang: 'es', href: origin + pathInLanguage(path, 'es') },
        { hreflang: 'en', href: origin + pathInLanguage(path, 'en') },
        { hreflang: 'x-default', href: origin + pathInLanguage(path, input.defaultLang) },
      ]
    : [];
  const customImage = input.ogImage ? new URL(input.ogImage.src, origin).href : undefined;
  const imageSize = customImage ? input.ogImage : DEFAULT_OG_IMAGE;
  return {
    lang,
    title,
    description: input.description,
    keywords: input.keywords,
    noindex: input.noindex ?? false,
    canonical,
    alternates,
    og: {
      title: input.ogTitle || title,
      description: input.ogDescription || input.description,
      url: canonical,
      image: customImage ?? origin + DEFAULT_OG_IMAGE.path,
      // What the card shows, said for those who cannot see it: the image's own text, else the page's title.
      imageAlt: (customImage && input.ogImage?.alt) || input.ogTitle || title,
      ...(imageSize?.width && imageSize.height ? { imageWidth: imageSize.width, imageHeight: imageSize.height } : {}),
      locale: lang === 'en' ? 'en_US' : `es_${input.country.toUpperCase()}`,
      type: input.ogType ?? 'website',
      siteName: brand,
    },
    twitterCard: 'summary_large_image',
    jsonLd: input.jsonLd ?? [],
  };
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Meta tags as [attribute, key, content], in the order they are written. */
function metaEntries(head: PageHead): Array<['name' | 'property', string, string | number | undefined]> {
  return [
    ['name', 'description', head.description],
    ['name', 'keywords', head.keywords],
    ['name', 'robots', head.noindex ? 'noindex' : undefined],
    ['property', 'og:title', head.og.title],
    ['property', 'og:description', head.og.description],
    ['property', 'og:url', head.og.url],
    ['property', 'og:image', head.og.image],
    ['property', 'og:image:alt', head.og.imageAlt],
    ['property', 'og:image:width', head.og.imageWidth],
    ['property', 'og:image:height', head.og.imageHeight],
    ['property', 'og:locale', head.og.locale],
    ['property', 'og:type', head.og.type],
    ['property', 'og:site_name', head.og.siteName],
    ['name', 'twitter:card', head.twitterCard],
  ];
}

/** The head as HTML for the server's answer (everything escaped; JSON-LD cannot close its element). */
export function headToHtml(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  for (const [attribute, key, content] of metaEntries(head)) {
    if (content !== undefined && content !== '') tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`);
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const { hreflang, href } of head.alternates) tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  return tags.join('\n    ');
}

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

/** The same head applied to the live document after a navigation in the browser. */
export function applyHeadToDocument(head: PageHead) {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  for (const [attribute, key, content] of metaEntries(head)) setMeta(attribute, key, content === undefined ? undefined : String(content));
  setLink('canonical', head.canonical);
  const wanted = new Set(head.alternates.map((alternate) => alternate.hreflang));
  document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]').forEach((link) => {
    if (!wanted.has(link.hreflang)) link.remove();
  });
  for (const { hreflang, href } of head.alternates) setLink('alternate', href, hreflang);
  // Structured data is data, not script: CSP does not run it, and search engines read the live DOM too.
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((element) => element.remove());
  for (const data of head.jsonLd) {
    const element = document.createElement('script');
    element.type = 'application/ld+json';
    element.textContent = JSON.stringify(data);
    document.head.append(element);
  }
}
