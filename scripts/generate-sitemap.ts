// Writes public/sitemap.xml and public/robots.txt before each build. Every public page is listed in
// both languages, with hreflang alternates, from the route table; pages that exist per record (help
// pages, content pages, coins, ATMs, stores) come from the content source, which in this project is
// the demo backend's seed data. SITE_URL sets the origin (default http://localhost:4173); its host
// selects the market, whose ATMs and stores are listed (another market's answer 301 to their own host).
import { writeFileSync } from 'node:fs';
import { isLocalized, routeTable, type RouteName } from '../src/routes/route-table';
import { fillPath, type PathParams } from '../src/routes/path-pattern';
import { helpPages } from '../demo-api/data/help-pages';
import { pages } from '../demo-api/data/pages';
import { assets } from '../demo-api/data/assets';
import { seedAtms, seedStores } from '../demo-api/data/locations';
import { DEFAULT_MARKET_ID, marketIds, marketTable } from '../src/markets/market-table';

const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:4173').replace(/\/$/, '');
/**
 * The market of SITE_URL's host in the market table, else the default one, as market-from-host.ts
 * reads it (that module needs Vite's import.meta.env, which a build script run by Node does not have).
 */
const siteHost = new URL(SITE_URL).hostname;
const SITE_MARKET = marketIds.find((id) => marketTable[id].hosts.includes(siteHost)) ?? DEFAULT_MARKET_ID;

/** Pages left out: the 404 page and the exchange preview are not for search engines. */
const UNLISTED: RouteName[] = ['error404', 'preview'];

function routePaths(name: RouteName, params: PathParams): Array<{ lang: 'es' | 'en' | null; path: string }> {
  const entry = routeTable[name];
  if (!isLocalized(entry)) return [{ lang: null, path: fillPath(entry.path, params) }];
  return [
    { lang: 'es', path: fillPath(entry.es[0], params) },
    { lang: 'en', path: fillPath(entry.en[0], params) },
  ];
}

function pagesToList(): Array<[RouteName, PathParams]> {
  const list: Array<[RouteName, PathParams]> = [];
  for (const name of Object.keys(routeTable) as RouteName[]) {
    // Pages with a required parameter are listed per record below.
    if (UNLISTED.includes(name) || /\/\$\w+/.test(routeTable[name].path)) continue;
    list.push([name, {}]);
  }
  for (const asset of assets) {
    list.push(['buy', { token: asset.symbol.toLowerCase() }], ['sell', { token: asset.symbol.toLowerCase() }]);
  }
  for (const page of helpPages) list.push(['helpPage', { slug: page.slug }]);
  for (const page of pages) list.push(['contentPage', { slug: page.slug }]);
  for (const atm of seedAtms.filter((atm) => atm.marketId === SITE_MARKET)) list.push(['atmDetail', { id: String(atm.id) }]);
  for (const store of seedStores.filter((store) => store.marketId === SITE_MARKET)) list.push(['storeDetail', { id: String(store.id) }]);
  return list;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemap(siteUrl: string): string {
  const urls: string[] = [];
  for (const [name, params] of pagesToList()) {
    const variants = routePaths(name, params);
    const alternates = variants
      .filter((variant) => variant.lang)
      .map((variant) => `    <xhtml:link rel="alternate" hreflang="${variant.lang}" href="${escapeXml(siteUrl + variant.path)}"/>`);
    for (const variant of variants) {
      urls.push(['  <url>', `    <loc>${escapeXml(siteUrl + variant.path)}</loc>`, ...alternates, '  </url>'].join('\n'));
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

const robots = `User-agent: *
Allow: /
Disallow: /cms/
Disallow: /gateway/
Disallow: /rates/
Disallow: /telephony/
Disallow: /newsletter/
Disallow: /locales/
Disallow: /__demo/
Disallow: /errors/

Sitemap: ${SITE_URL}/sitemap.xml
`;

writeFileSync('public/sitemap.xml', buildSitemap(SITE_URL));
writeFileSync('public/robots.txt', robots);
console.log(`sitemap.xml and robots.txt written for ${SITE_URL}`);
