// The server render: the same router, route table, rewrite, loaders, queries, translations and
// components as the browser, one QueryClient, one i18next instance and one UI store per request
// (request-scope.ts). Built by Vite as the server bundle (dist-server/) and used by site-server.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, isRedirect } from '@tanstack/react-router';
import { AppProviders } from '../../app/app-providers';
import { appStore } from '../../state/app-store';
import { renderedHead } from '../../seo/page-meta';
import { createQueryClient } from '../../state/query-client';
import { renderTime } from '../../state/render-clock';
import { setScopeSource } from '../../lib/request-scope';
import type { SsrState } from '../../start-up/ssr-state';
import { jsonForScript } from '../../contracts/page-state';
import { settleMarketAndLanguage } from '../../start-up/settle';
import { setServerRequestHeaders, setServerTransport, type Transport } from '../../api/create-client';
import { currentI18n } from '../../i18n/i18n';
import { resolvePublicPath } from '../../i18n/localized-paths';
import { getRouteLang, setServerUrl } from '../../i18n/route-lang';
import { canonicalOrigin, marketFromHost } from '../../markets/market-from-host';
import { marketTable } from '../../markets/market-table';
import { realLocaleOf } from '../../i18n/start-locale';
import { createAppRouter, type AppRouter } from '../../routes/router';
import { pageModuleOf } from '../../routes/page-modules';
import { backgroundWork } from '../../routes/page-loaders';
import type { Lang } from '../../i18n/route-table';
import { BUILD_ID } from '../../offline/build-id';
import { buildPageHead, headToHtml } from '../../seo/page-head';
import { setPurifierWindow } from '../../ui/sanitize-html';
import { RenderFailure, renderToHtml } from './render-to-html';
import { crawlerFileFor } from './crawler-files';
import type { PageModules } from './page-assets';
import { renderedIslands } from '../../ui/islands';
import { ISLANDS } from '../../contracts/islands';
import { DEFAULT_SCROLL_OFFSET } from '../../app/window-behaviour';

const requestScope = new AsyncLocalStorage<Map<symbol, unknown>>();
setScopeSource(() => requestScope.getStore());

export interface ServerConfig {
  /** How the render reaches the services (absolute URLs; see service-reads.ts). */
  transport: Transport;
  /** A DOM window for the HTML sanitizer (DOMPurify needs one; the server has none of its own). */
  purifierWindow: Parameters<typeof setPurifierWindow>[0];
}

export function configureServer({ transport, purifierWindow }: ServerConfig) {
  setServerTransport(transport);
  setPurifierWindow(purifierWindow);
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page';
      status: number;
      lang: Lang;
      appHtml: string;
      headHtml: string;
      stateJson: string;
      preloadLocales: string;
      /** The market's time zone: dates and times on the page are written in it until hydration is over. */
      timeZone: string;
      /** The page's source modules and its islands' (build manifest keys): their styles and code go with it. */
      modules: PageModules;
      /** Rendered in light mode (src/contracts/light-mode.ts): the code loader fetches nothing ahead. */
      light: boolean;
    };

export { RenderFailure };

/** The loaders' shared module (route-data.ts): the app's first navigation runs the loaders. */
const ROUTE_DATA_MODULE = 'src/routes/route-data.ts';

/** The internal path of the 404 page: a missing thing renders it with status 404. */
const NOT_FOUND_PATH = '/errors/404';

/** How the request asks the page to be rendered. */
export interface RenderOptions {
  /** Light mode: the request said `Save-Data: on` (src/contracts/light-mode.ts). */
  light?: boolean;
}

/**
 * Renders the page at `url` (its host picks the market). `forwardHeaders` go with every service call of
 * this render: the demo server forwards its test-only fault header, so a test can fail the render's calls.
 */
export function renderPage(url: string, forwardHeaders: Record<string, string> = {}, options: RenderOptions = {}): Promise<RenderResult> {
  return requestScope.run(new Map(), () => renderInScope(new URL(url), forwardHeaders, options));
}

/** robots.txt or a sitemap file for the request's host (crawler-files.ts), else undefined. */
export function crawlerFile(url: string, builtAt: string) {
  return requestScope.run(new Map(), () => crawlerFileFor(new URL(url), builtAt));
}

async function renderInScope(url: URL, forwardHeaders: Record<string, string>, options: RenderOptions): Promise<RenderResult> {
  setServerUrl(url);
  setServerRequestHeaders(forwardHeaders);
  appStore.set({ light: options.light === true });
  const marketId = marketFromHost(url.host);
  const queryClient = createQueryClient();
  try {
    return await renderWith(queryClient, url, forwardHeaders, marketId, options);
  } finally {
    // The client's cache timers (gcTime) would keep this request's client, router and i18next alive.
    queryClient.clear();
  }
}

async function renderWith(
  queryClient: QueryClient,
  url: URL,
  forwardHeaders: Record<string, string>,
  marketId: ReturnType<typeof marketFromHost>,
  options: RenderOptions,
): Promise<RenderResult> {
  await settleMarketAndLanguage(queryClient, marketId, resolvePublicPath(url.pathname)?.lang ?? null);
  const router = createAppRouter({ queryClient, marketId }, createMemoryHistory({ initialEntries: [url.pathname + url.search] }));
  await router.load();
  const result = (router as AppRouter & { _serverResult?: { type: 'redirect'; redirect: Response } | { type: 'render'; status: number } })
    ._serverResult;
  if (result?.type === 'redirect') {
    const redirect = result.redirect;
    const location = redirect.headers.get('Location') ?? '/';
    const target = isRedirect(redirect) ? redirect.options.to : undefined;
    // Unknown ids and slugs (and internal-only paths): the 404 page with its status, not a redirect to it.
    // (/errors itself moved to /errors/404 for good: that one stays a 301.)
    const toNotFound = target === NOT_FOUND_PATH || new URL(location, url).pathname === NOT_FOUND_PATH;
    if (toNotFound && redirect.status !== 301 && url.pathname !== NOT_FOUND_PATH) {
      return requestScope.run(new Map(), () => renderInScope(new URL(NOT_FOUND_PATH, url), forwardHeaders, options));
    }
    // The router's own canonical redirect (a trailing slash...) is 307 by default; the address has moved for good.
    return { type: 'redirect', status: redirect.status === 307 ? 301 : redirect.status, location };
  }
  const matches = router.state.matches;
  const failed = matches.find((match) => match.status === 'error');
  if (failed) throw new RenderFailure(`Route ${failed.routeId} failed to load`, { cause: failed.error });
  // Reads the page shows as they arrive (prices, lists) are in the HTML too.
  await backgroundWork();

  const appHtml = await renderToHtml(<AppProviders queryClient={queryClient} i18n={currentI18n()} router={router} />);
  const notFound = (result?.type === 'render' && result.status === 404) || matches.at(-1)?.routeId === NOT_FOUND_PATH;
  const head = renderedHead() ?? fallbackHead(url, marketId);
  const state: SsrState = {
    buildId: BUILD_ID,
    renderedAt: renderTime(),
    path: url.pathname,
    scrollOffset: matches.at(-1)?.staticData.scrollOffset ?? DEFAULT_SCROLL_OFFSET,
    unread: queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error'),
    app: pickAppState(),
    // Translations travel separately (preloaded, cached by the worker); everything else the page read rides along.
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== 'locales',
    }),
  };
  return {
    type: 'page',
    status: notFound ? 404 : 200,
    lang: getRouteLang(),
    appHtml,
    headHtml: headToHtml(head),
    stateJson: jsonForScript(state),
    preloadLocales: `/locales/${appStore.get().realLocale}`,
    timeZone: marketTable[appStore.get().marketId].timeZone,
    modules: {
      page: [pageModuleOf(leafComponent(router)), ROUTE_DATA_MODULE].filter((module): module is string => !!module),
      islands: [...renderedIslands()].map((name) => `src/${ISLANDS[name].module}`),
    },
    light: appStore.get().light,
  };
}

function leafComponent(router: AppRouter): unknown {
  const leaf = router.state.matches.at(-1);
  const routes = router.routesById as Record<string, { options: { component?: unknown } } | undefined>;
  return leaf ? routes[leaf.routeId]?.options.component : undefined;
}

function pickAppState(): SsrState['app'] {
  const { marketId, locale, realLocale, defaultLocale, availableLocales, fiats, defaultFiat, screen, light } = appStore.get();
  return { marketId, locale, realLocale, defaultLocale, availableLocales, fiats, defaultFiat, screen, light };
}

function fallbackHead(url: URL, marketId: ReturnType<typeof marketFromHost>) {
  const { realLocale, defaultLocale } = appStore.get();
  return buildPageHead({
    brand: currentI18n().t('common.brand'),
    lang: realLocale,
    country: marketTable[marketId].code,
    origin: canonicalOrigin(url, marketId),
    path: url.pathname,
    defaultLang: realLocaleOf(defaultLocale),
  });
}
