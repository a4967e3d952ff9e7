// Feature data a route starts loading alongside its page. Each helper imports its feature's queries
// on demand, so no feature query code sits in the first-load bundle and a route fetches only its own.
import type { LocationKind } from '../features/finder/data/location-types';
import { appStore, whenMarketSettled } from '../state/app-store';
import { currentPublicUrl, getRouteLang } from '../i18n/route-lang';
import { canonicalOrigin } from '../markets/market-from-host';
import { isMarketId } from '../markets/market-table';
import { redirect } from '@tanstack/react-router';
import { isUnreachable } from '../api/unreachable';
import { warm, type RouterContext } from './page-loaders';

/** Home's teasers start loading with its content; the page shows each as it arrives. */
export async function prefetchHome({ queryClient, marketId }: RouterContext) {
  const lang = getRouteLang();
  const { homeAtmsQuery, homeFaqsQuery, homePricesQuery, homeReviewsQuery } = await import('../features/home/home-queries');
  const teasers = [
    warm(queryClient, homeAtmsQuery(marketId)),
    warm(queryClient, homeReviewsQuery(marketId, lang)),
    warm(queryClient, homeFaqsQuery(marketId, lang)),
  ];
  await whenMarketSettled();
  await Promise.all([...teasers, warm(queryClient, homePricesQuery(appStore.get().defaultFiat, lang))]);
}

/** A list page starts its two list calls alongside its page content; the page shows them as they arrive. */
export async function prefetchLocations({ queryClient, marketId }: RouterContext, kind: LocationKind) {
  const lang = getRouteLang();
  const { locationContentListQuery, locationListQuery } = await import('../features/finder/data/location-queries');
  await Promise.all([
    warm(queryClient, locationListQuery(kind, marketId, lang)),
    warm(queryClient, locationContentListQuery(kind, marketId, lang)),
  ]);
}

/**
 * A store or ATM page's records. One of another market (its id typed on this market's host) is shown on
 * its own market's site, at the same address, in that market's currency and time zone.
 */
export async function loadLocationData({ queryClient, marketId }: RouterContext, kind: LocationKind, id: string, publicHref: string) {
  const lang = getRouteLang();
  const { ensureLocation, locationDetailQuery } = await import('../features/finder/data/location-queries');
  await ensureLocation(queryClient, kind, id, marketId, lang);
  const owner = queryClient.getQueryData(locationDetailQuery(kind, id, marketId, lang).queryKey)?.marketId;
  if (owner === undefined || owner === marketId) return;
  if (!isMarketId(owner)) throw redirect({ to: '/errors/404', replace: true, statusCode: 302 });
  throw redirect({ href: canonicalOrigin(currentPublicUrl(), owner) + publicHref, statusCode: 301 });
}

export async function prefetchAssets({ queryClient, marketId }: RouterContext) {
  const lang = getRouteLang();
  const { assetsQuery } = await import('../content/assets-query');
  return warm(queryClient, assetsQuery(marketId, lang));
}

/**
 * A coin page's token must name one of the market's assets, written as its links write it (lowercase):
 * anything else is the 404 page, not the default coin's page under another address. When the asset list
 * cannot be read for the network the token cannot be checked, so the page is unreachable; when the
 * service refuses it, the page shows and takes the token at its word.
 */
export async function prefetchCoin(context: RouterContext, token: string | undefined) {
  if (token === undefined) return prefetchAssets(context);
  const { assetsQuery } = await import('../content/assets-query');
  const assets = await context.queryClient.ensureQueryData(assetsQuery(context.marketId, getRouteLang())).catch((error: unknown) => {
    if (isUnreachable(error)) throw error;
    return undefined;
  });
  if (!assets) return;
  if (!assets.some(({ attributes }) => attributes.Token === token || attributes.Symbol.toLowerCase() === token)) {
    throw redirect({ to: '/errors/404', replace: true, statusCode: 302 });
  }
}

/**
 * What a buy, sell or preview page's calculator starts on, in its server HTML: its starting pair's rate
 * and, with `chart` (the buy page), that pair's day for the chart, unless light mode leaves the chart to be
 * asked for. Those islands then wake when used, seen or due, never just to read what the server could.
 */
export async function prefetchQuote(context: RouterContext, token: string | undefined, { chart = false } = {}) {
  await prefetchAssets(context);
  const { queryClient, marketId } = context;
  const [{ assetsQuery }, { startingPair }, { rateQuery }, { historyQuery }, { DEFAULT_CHART_RANGE }] = await Promise.all([
    import('../content/assets-query'),
    import('../features/exchange/chosen-pair'),
    import('../features/exchange/rate-query'),
    import('../ui/charts/history-query'),
    import('../ui/charts/chart-ranges'),
  ]);
  await whenMarketSettled();
  const assets = queryClient.getQueryData(assetsQuery(marketId, getRouteLang()).queryKey) ?? [];
  const { fiats, defaultFiat, light } = appStore.get();
  const pair = startingPair(
    token,
    assets.map((entry) => entry.attributes),
    fiats.map((fiat) => fiat.ISO),
    defaultFiat,
  );
  await Promise.all([
    warm(queryClient, rateQuery(pair.coin, pair.fiat)),
    chart && !light ? warm(queryClient, historyQuery('price', pair.coin, pair.fiat, DEFAULT_CHART_RANGE)) : undefined,
  ]);
}

/** The token page's prices, and the week its chart opens on for the first coin (not in light mode). */
export async function prefetchPrices({ queryClient }: RouterContext) {
  const lang = getRouteLang();
  const [{ pricesQuery, TOKEN_CHART_RANGE }, { historyQuery }, { DEFAULT_COIN }] = await Promise.all([
    import('../features/token/prices-query'),
    import('../ui/charts/history-query'),
    import('../content/assets-query'),
  ]);
  await whenMarketSettled();
  const { defaultFiat, light } = appStore.get();
  await Promise.all([
    warm(queryClient, pricesQuery(defaultFiat, lang)),
    light ? undefined : warm(queryClient, historyQuery('price', DEFAULT_COIN, defaultFiat, TOKEN_CHART_RANGE)),
  ]);
}

export async function prefetchTeam({ queryClient, marketId }: RouterContext) {
  const lang = getRouteLang();
  const { teamQuery } = await import('../features/company/company-queries');
  return warm(queryClient, teamQuery(marketId, lang));
}

export async function prefetchFaqs({ queryClient, marketId }: RouterContext) {
  const lang = getRouteLang();
  const { faqsQuery } = await import('../features/help/help-queries');
  return warm(queryClient, faqsQuery(marketId, lang));
}

export async function prefetchHelpPages({ queryClient, marketId }: RouterContext) {
  const lang = getRouteLang();
  const { helpPagesQuery } = await import('../features/help/help-queries');
  return warm(queryClient, helpPagesQuery(marketId, lang));
}

export async function ensureHelpPages({ queryClient, marketId }: RouterContext) {
  const lang = getRouteLang();
  const { helpPagesQuery } = await import('../features/help/help-queries');
  return queryClient.ensureQueryData(helpPagesQuery(marketId, lang));
}

/** The opinions page's featured reviews, the first page of all of them and the places its forms choose from: in its server HTML. */
export async function prefetchReviews({ queryClient, marketId }: RouterContext) {
  const lang = getRouteLang();
  const { featuredReviewsQuery, firstReviewPageQuery, reviewLocationsQuery } = await import('../features/reviews/review-queries');
  await Promise.all([
    warm(queryClient, featuredReviewsQuery(marketId, lang)),
    warm(queryClient, reviewLocationsQuery(marketId, lang)),
    warm(queryClient, firstReviewPageQuery(lang)),
  ]);
}
