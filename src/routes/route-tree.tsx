// The route tree: one canonical route per page, built from the route table. Public English and
// Spanish paths reach these routes through the localized rewrite (src/i18n/route-lang.ts).
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { RootLayout } from '../app/root-layout';
import { cnmvQuery } from '../app/cnmv-banner';
import { footerQuery } from '../app/site-footer';
import { NotFoundPage } from '../app/not-found-page';
import { applyRouteLanguage } from '../app/apply-route-language';
import { routeTable, type RouteName } from '../i18n/route-table';
import {
  assertValidParam,
  inBackground,
  loadContent,
  loadEntry,
  loadOrRedirect,
  readContent,
  warm,
  type RouterContext,
} from './page-loaders';
import type { LocationKind } from '../features/finder/data/location-types';
import { contentQuery } from '../content/content-queries';
import { getRouteLang } from '../i18n/route-lang';
import { lazyPage } from './page-modules';

/** Feature queries, loaded on first use (see route-data.ts). */
const routeData = () => import('./route-data');

/**
 * A store or ATM page needs both its gateway record and its content; either refused is a 404.
 * `publicHref` is the address as the visitor wrote it, kept if the location lives on another market's site.
 */
const loadLocation = (context: RouterContext, kind: LocationKind, id: string, publicHref: string) =>
  loadOrRedirect(() => routeData().then((data) => data.loadLocationData(context, kind, id, publicHref)), '404');

/** A buy or sell page: its content, and its coin checked against the market's assets. */
const loadCoinPage = (context: RouterContext, type: 'buy' | 'sell', token: string | undefined) =>
  loadOrRedirect(() => Promise.all([readContent(context, type), routeData().then((data) => data.prefetchCoin(context, token))]), 'home');

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    name?: RouteName;
    scrollOffset?: number;
    exchangeBar?: boolean;
  }
}

const meta = (name: RouteName) => ({ name, scrollOffset: routeTable[name].scrollOffset, exchangeBar: routeTable[name].exchangeBar });

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context }) => applyRouteLanguage(context),
  // The risk warning and the footer are part of every page's HTML (never filled in later).
  loader: ({ context }) =>
    Promise.all([
      warm(context.queryClient, cnmvQuery(context.marketId, getRouteLang())),
      warm(context.queryClient, footerQuery(context.marketId, getRouteLang())),
    ]),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const page = <P extends string>(name: RouteName, path: P) => ({ getParentRoute: () => rootRoute, path, staticData: meta(name) }) as const;

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true, statusCode: 302 });
  },
});
const errorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/errors',
  beforeLoad: () => {
    throw redirect({ to: '/errors/404', replace: true, statusCode: 301 });
  },
});

const homeRoute = createRoute({
  ...page('home', '/home'),
  loader: ({ context }) => {
    inBackground(routeData().then((data) => data.prefetchHome(context)));
    return loadContent(context, 'home', 'inline');
  },
  component: lazyPage('../features/home/home-page.tsx', 'HomePage'),
});
const buyRoute = createRoute({
  ...page('buy', '/buy/{-$token}'),
  loader: ({ context, params }) => {
    inBackground(routeData().then((data) => data.prefetchQuote(context, params.token, { chart: true })));
    return loadCoinPage(context, 'buy', params.token);
  },
  component: lazyPage('../features/exchange/buy-page.tsx', 'BuyPage'),
});
const sellRoute = createRoute({
  ...page('sell', '/sell/{-$token}'),
  loader: ({ context, params }) => {
    inBackground(routeData().then((data) => data.prefetchQuote(context, params.token)));
    return loadCoinPage(context, 'sell', params.token);
  },
  component: lazyPage('../features/exchange/sell-page.tsx', 'SellPage'),
});
const atmListRoute = createRoute({
  ...page('atmList', '/bitcoin-atms/{-$zipCode}'),
  loader: ({ context }) => {
    inBackground(routeData().then((data) => data.prefetchLocations(context, 'atm')));
    return loadContent(context, 'atms-page', 'inline');
  },
  component: lazyPage('../features/finder/list/atm-list-page.tsx', 'AtmListPage'),
});
const atmDetailRoute = createRoute({
  ...page('atmDetail', '/atm/$id'),
  beforeLoad: ({ params }) => assertValidParam('id', params.id),
  loader: ({ context, params, location }) => loadLocation(context, 'atm', params.id, location.publicHref),
  component: lazyPage('../features/finder/detail/atm-detail-page.tsx', 'AtmDetailPage'),
});
const storeListRoute = createRoute({
  ...page('storeList', '/stores/{-$zipCode}'),
  loader: ({ context }) => {
    inBackground(routeData().then((data) => data.prefetchLocations(context, 'store')));
    return loadContent(context, 'stores-page', 'inline');
  },
  component: lazyPage('../features/finder/list/store-list-page.tsx', 'StoreListPage'),
});
const storeDetailRoute = createRoute({
  ...page('storeDetail', '/store/$id'),
  beforeLoad: ({ params }) => assertValidParam('id', params.id),
  loader: ({ context, params, location }) => loadLocation(context, 'store', params.id, location.publicHref),
  component: lazyPage('../features/finder/detail/store-detail-page.tsx', 'StoreDetailPage'),
});
const contactRoute = createRoute({
  ...page('contact', '/contact'),
  loader: ({ context }) => loadContent(context, 'contact', 'home'),
  component: lazyPage('../features/contact/contact-page.tsx', 'ContactPage'),
});
const franchiseRoute = createRoute({
  ...page('franchise', '/franchise'),
  loader: ({ context }) => loadContent(context, 'franchise', 'home'),
  component: lazyPage('../features/company/franchise-page.tsx', 'FranchisePage'),
});
const opinionsRoute = createRoute({
  ...page('opinions', '/opinions'),
  loader: ({ context }) => {
    inBackground(routeData().then((data) => data.prefetchReviews(context)));
    return loadContent(context, 'review', 'home');
  },
  component: lazyPage('../features/reviews/opinions-page.tsx', 'OpinionsPage'),
});
const whoWeAreRoute = createRoute({
  ...page('whoWeAre', '/who-we-are'),
  loader: ({ context }) => {
    inBackground(routeData().then((data) => data.prefetchTeam(context)));
    return loadContent(context, 'about-us', 'inline');
  },
  component: lazyPage('../features/company/who-we-are-page.tsx', 'WhoWeArePage'),
});
const helpCenterRoute = createRoute({
  ...page('helpCenter', '/help-center'),
  loader: ({ context }) => {
    inBackground(routeData().then((data) => data.prefetchFaqs(context)));
    // The search needs the help pages; without them the help center counts as failed to load.
    return loadOrRedirect(
      () =>
        Promise.all([
          context.queryClient.ensureQueryData(contentQuery('help-center', context.marketId, getRouteLang())),
          routeData().then((data) => data.ensureHelpPages(context)),
        ]),
      'home',
    );
  },
  component: lazyPage('../features/help/help-center-page.tsx', 'HelpCenterPage'),
});
const helpPageRoute = createRoute({
  ...page('helpPage', '/help-page/$slug'),
  beforeLoad: ({ params }) => assertValidParam('slug', params.slug),
  loader: ({ context, params }) => {
    inBackground(routeData().then((data) => data.prefetchHelpPages(context)));
    return loadEntry(context, 'help-pages', params.slug);
  },
  component: lazyPage('../features/help/help-article-page.tsx', 'HelpArticlePage'),
});
const contentPageRoute = createRoute({
  ...page('contentPage', '/pages/$slug'),
  beforeLoad: ({ params }) => assertValidParam('slug', params.slug),
  loader: ({ context, params }) => loadEntry(context, 'pages', params.slug),
  component: lazyPage('../features/pages/content-page.tsx', 'ContentPage'),
});
const payRoute = createRoute({
  ...page('pay', '/pay'),
  loader: ({ context }) => loadContent(context, 'pay-page', 'home'),
  component: lazyPage('../features/pages/pay-page.tsx', 'PayPage'),
});
const tokenRoute = createRoute({
  ...page('token', '/token'),
  loader: ({ context }) =>
    Promise.all([loadContent(context, 'token-page', 'home'), routeData().then((data) => data.prefetchPrices(context))]),
  component: lazyPage('../features/token/token-page.tsx', 'TokenPage'),
});
const appRoute = createRoute({
  ...page('app', '/app'),
  loader: ({ context }) => loadContent(context, 'app-page', 'home'),
  component: lazyPage('../features/pages/app-page.tsx', 'AppPage'),
});
const mwcRoute = createRoute({
  ...page('mwc', '/mwc'),
  loader: ({ context }) => loadContent(context, 'mwc', 'home'),
  component: lazyPage('../features/pages/event-page.tsx', 'EventPage'),
});
const previewRoute = createRoute({
  ...page('preview', '/preview'),
  loader: ({ context }) => {
    inBackground(routeData().then((data) => data.prefetchQuote(context, undefined)));
    return Promise.all([loadContent(context, 'buy', 'home'), routeData().then((data) => data.prefetchAssets(context))]);
  },
  component: lazyPage('../features/exchange/preview-page.tsx', 'PreviewPage'),
});
const error404Route = createRoute({ ...page('error404', '/errors/404'), component: NotFoundPage });

export const routeTree = rootRoute.addChildren([
  indexRoute,
  errorsRoute,
  homeRoute,
  buyRoute,
  sellRoute,
  atmListRoute,
  atmDetailRoute,
  storeListRoute,
  storeDetailRoute,
  contactRoute,
  franchiseRoute,
  opinionsRoute,
  whoWeAreRoute,
  helpCenterRoute,
  helpPageRoute,
  contentPageRoute,
  payRoute,
  tokenRoute,
  appRoute,
  mwcRoute,
  previewRoute,
  error404Route,
]);
