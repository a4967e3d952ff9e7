// The sitemap protocol (sitemaps.org) for one host: its pages with hreflang alternates and lastmod, as
// one urlset, or an index of several when the list is over the protocol's 50,000 URLs per file.
import { isLocalized, routeTable, type Lang, type RouteName } from '../i18n/route-table';
import { localizedPath } from '../i18n/localized-paths';
import type { PathParams } from '../i18n/path-pattern';

export interface SitemapPage {
  name: RouteName;
  params?: PathParams;
  /** When its content last changed (ISO date); without it, lastmod is the build's time. */
  lastmod?: string;
}

interface SitemapUrl {
  loc: string;
  lastmod: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

const SITEMAP_URL_LIMIT = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every address of the pages: each language's primary path, each naming the others and x-default. */
export function sitemapUrls(origin: string, pages: SitemapPage[], defaultLang: Lang, builtAt: string): SitemapUrl[] {
  return pages.flatMap(({ name, params = {}, lastmod = builtAt }) => {
    const entry = routeTable[name];
    if (!isLocalized(entry)) return [{ loc: origin + localizedPath(name, params, 'es'), lastmod, alternates: [] }];
    const langs: Lang[] = ['es', 'en'];
    const alternates = [
      ...langs.map((lang) => ({ hreflang: lang, href: origin + localizedPath(name, params, lang) })),
      { hreflang: 'x-default', href: origin + localizedPath(name, params, defaultLang) },
    ];
    return langs.map((lang) => ({ loc: origin + localizedPath(name, params, lang), lastmod, alternates }));
  });
}

function urlset(urls: SitemapUrl[]): string {
  const items = urls.map((url) =>
    [
      '  <url>',
      `    <loc>${escapeXml(url.loc)}</loc>`,
      `    <lastmod>${url.lastmod}</lastmod>`,
      ...url.alternates.map(
        (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join('\n')}\n</urlset>\n`;
}

/**
 * The host's sitemap files by path: `/sitemap.xml` alone, or, past `limit` URLs, `/sitemap.xml` as an
 * index of `/sitemap-1.xml`, `/sitemap-2.xml`...
 */
export function sitemapFiles(origin: string, urls: SitemapUrl[], limit = SITEMAP_URL_LIMIT): Map<string, string> {
  if (urls.length <= limit) return new Map([['/sitemap.xml', urlset(urls)]]);
  const files = new Map<string, string>();
  const parts: Array<{ path: string; lastmod: string }> = [];
  for (let start = 0; start < urls.length; start += limit) {
    const slice = urls.slice(start, start + limit);
    const path = `/sitemap-${parts.length + 1}.xml`;
    files.set(path, urlset(slice));
    parts.push({ path, lastmod: slice.reduce((latest, url) => (url.lastmod > latest ? url.lastmod : latest), '') });
  }
  const index = parts.map(
    (part) => `  <sitemap>\n    <loc>${escapeXml(origin + part.path)}</loc>\n    <lastmod>${part.lastmod}</lastmod>\n  </sitemap>`,
  );
  files.set(
    '/sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`,
  );
  return files;
}

/**
 * robots.txt for one host. The service paths are not pages, except the CMS's uploads: the share
 * images live there, and WhatsApp's, Telegram's and X's fetchers obey robots.txt.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /cms/uploads/',
    'Disallow: /cms/',
    'Disallow: /gateway/',
    'Disallow: /rates/',
    'Disallow: /telephony/',
    'Disallow: /newsletter/',
    'Disallow: /__demo/',
    'Disallow: /errors/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
