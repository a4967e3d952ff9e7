// robots.txt and the sitemap, per host: the host's own origin, its market's pages, coins, help and
// content pages, ATMs and stores, read from the services as the pages themselves read them. Also the
// web app manifest, in the host's market's language (web-manifest-file.ts).
import { QueryClient } from '@tanstack/react-query';
import { assetsQuery } from '../../content/assets-query';
import { locationContentListQuery, locationListQuery } from '../../features/finder/data/location-queries';
import { helpPagesQuery } from '../../features/help/help-queries';
import { collectionQuery } from '../../content/content-queries';
import { canonicalOrigin, marketFromHost } from '../../markets/market-from-host';
import type { MarketId } from '../../markets/market-table';
import { marketQuery } from '../../markets/market-record';
import { realLocaleOf } from '../../i18n/start-locale';
import type { LocationKind } from '../../features/finder/data/location-types';
import { routeNames, routeTable, type Lang, type RouteName } from '../../i18n/route-table';
import { robotsTxt, sitemapFiles, sitemapUrls, type SitemapPage } from '../../seo/sitemap';
import { WEB_MANIFEST_PATH } from '../../offline/web-manifest';
import { webManifestFile } from './web-manifest-file';

export interface CrawlerFile {
  type: string;
  body: string;
}

/** Not for search engines: the 404 page and the exchange preview. Pages with a required parameter are listed per record. */
const UNLISTED: RouteName[] = ['error404', 'preview'];

interface Dated {
  updatedAt?: string;
}

const dayOf = (date: string | undefined) => (date && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : undefined);

async function locationPages(queryClient: QueryClient, kind: LocationKind, marketId: MarketId): Promise<SitemapPage[]> {
  const [locations, contents] = await Promise.all([
    queryClient.fetchQuery(locationListQuery(kind, marketId, 'es')),
    queryClient.fetchQuery(locationContentListQuery(kind, marketId, 'es')),
  ]);
  const updated = new Map<number, string | undefined>();
  for (const { attributes } of contents) {
    const id = (attributes as { ATMID?: number; StoreID?: number }).ATMID ?? (attributes as { StoreID?: number }).StoreID;
    if (id !== undefined) updated.set(Number(id), (attributes as Dated).updatedAt);
  }
  return locations
    .filter((location) => location.marketId === marketId)
    .map((location) => ({
      name: kind === 'atm' ? 'atmDetail' : 'storeDetail',
      params: { id: String(location.id) },
      lastmod: dayOf(updated.get(location.id)),
    }));
}

async function marketPages(marketId: MarketId): Promise<{ list: SitemapPage[]; defaultLang: Lang }> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  try {
    const [market, assets, helpPages, contentPages, atms, stores] = await Promise.all([
      queryClient.fetchQuery(marketQuery(marketId)),
      queryClient.fetchQuery(assetsQuery(marketId, 'es')),
      queryClient.fetchQuery(helpPagesQuery(marketId, 'es')),
      queryClient.fetchQuery(collectionQuery<{ Slug?: string } & Dated>('pages', marketId, 'es')),
      locationPages(queryClient, 'atm', marketId),
      locationPages(queryClient, 'store', marketId),
    ]);
    const fixed = routeNames
      .filter((name) => !UNLISTED.includes(name) && !/\/\$\w+/.test(routeTable[name].path))
      .map((name): SitemapPage => ({ name }));
    const coins = assets.flatMap(({ attributes }): SitemapPage[] => {
      const token = attributes.Symbol.toLowerCase();
      const lastmod = dayOf((attributes as Dated).updatedAt);
      return [
        { name: 'buy', params: { token }, lastmod },
        { name: 'sell', params: { token }, lastmod },
      ];
    });
    const help = helpPages.map(({ attributes }): SitemapPage => ({
      name: 'helpPage',
      params: { slug: attributes.Slug },
      lastmod: dayOf((attributes as Dated).updatedAt),
    }));
    const content = contentPages
      .filter(({ attributes }) => attributes.Slug)
      .map(({ attributes }): SitemapPage => ({
        name: 'contentPage',
        params: { slug: attributes.Slug },
        lastmod: dayOf(attributes.updatedAt),
      }));
    // x-default is the market's own language.
    return { list: [...fixed, ...coins, ...help, ...content, ...atms, ...stores], defaultLang: realLocaleOf(market.DefaultLocale) };
  } finally {
    queryClient.clear();
  }
}

/**
 * The file at `url` when it is robots.txt or one of the sitemap's, else undefined. `builtAt` is the
 * lastmod of pages whose content carries no date of its own (their markup changes with the build).
 */
export async function crawlerFileFor(url: URL, builtAt: string): Promise<CrawlerFile | undefined> {
  const marketId = marketFromHost(url.host);
  const origin = canonicalOrigin(url, marketId);
  if (url.pathname === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: robotsTxt(origin) };
  if (url.pathname === WEB_MANIFEST_PATH) return webManifestFile(url);
  if (!/^\/sitemap(-\d+)?\.xml$/.test(url.pathname)) return undefined;
  const pages = await marketPages(marketId);
  const files = sitemapFiles(origin, sitemapUrls(origin, pages.list, pages.defaultLang, builtAt));
  const body = files.get(url.pathname);
  return body === undefined ? undefined : { type: 'application/xml; charset=utf-8', body };
}
