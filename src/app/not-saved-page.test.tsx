// A content page whose read fails for the network, through the real loader, error page and retry
// schedule, against the demo backend (msw): it keeps its address, says it is not saved, and loads
// itself once the read answers, without a reload of the page per try.
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { server } from '../../tests/setup/msw-server';
import { ContentPage } from '../features/pages/content-page';
import { i18n, initI18n, loadLanguage } from '../i18n/i18n';
import { localizedRewrite } from '../i18n/route-lang';
import { loadEntry, type RouterContext } from '../routes/page-loaders';
import { appStore } from '../state/app-store';
import { createQueryClient } from '../state/query-client';
import { RouteError } from './route-error';

const PAGE_READ = '*/cms/api/pages/cookies-policy';
const NOT_SAVED = 'Esta página no está guardada en este dispositivo';

async function openPage(path: string) {
  const queryClient = createQueryClient();
  // One read per try: the query client's own second try of a 5xx is not what these tests count.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  appStore.set({ marketId: 1, realLocale: 'es', locale: 'es-ES', snackbars: [] });
  if (i18n.isInitialized) await loadLanguage(i18n, queryClient, 'es');
  else await initI18n(queryClient, 'es');
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const contentPage = createRoute({
    getParentRoute: () => rootRoute,
    path: '/pages/$slug',
    loader: ({ context, params }) => loadEntry(context, 'pages', params.slug),
    component: ContentPage,
  });
  const notFound = createRoute({ getParentRoute: () => rootRoute, path: '/errors/404', component: () => <h1>404</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([contentPage, notFound]),
    context: { queryClient, marketId: 1 },
    history: createMemoryHistory({ initialEntries: [path] }),
    rewrite: localizedRewrite,
    defaultErrorComponent: RouteError,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** Counts the page's reads, each answered by `answer` (changed by the test as the service changes). */
function pageReads(answer: () => Response) {
  const reads = { count: 0, answer };
  server.use(
    http.get(PAGE_READ, () => {
      reads.count += 1;
      return reads.answer();
    }),
  );
  return reads;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** With fake timers: lets the first load run until the page shows its heading. */
async function settle(name: string) {
  for (let step = 0; step < 100 && !screen.queryByRole('heading', { level: 1, name }); step += 1) await advance(10);
  return screen.getByRole('heading', { level: 1, name });
}

beforeEach(() => {
  // jsdom has no scrolling; the router restores the scroll position after each load.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('a page not saved on this device', () => {
  it('keeps its address, offers what works offline, and loads itself when the connection returns', async () => {
    pageReads(() => HttpResponse.error());
    const router = await openPage('/paginas/cookies-policy');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_SAVED })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/paginas/cookies-policy');
    expect(router.history.length).toBe(1);
    expect(screen.getByRole('link', { name: 'Buscar cajeros' })).toHaveAttribute('href', '/cajeros-bitcoin');
    expect(screen.getByRole('link', { name: 'Buscar tiendas' })).toHaveAttribute('href', '/tiendas-bitcoin');
    expect(screen.getByRole('link', { name: 'Centro de ayuda' })).toHaveAttribute('href', '/centro-ayuda');
    expect(screen.getByRole('link', { name: 'Últimos precios' })).toHaveAttribute('href', '/comprar');
    expect(screen.getByRole('status')).toBeInTheDocument();

    // The demo backend answers again, and the service worker says so (network-state.ts).
    server.resetHandlers();
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Política de cookies' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/paginas/cookies-policy');
    expect(router.history.length).toBe(1);
  });

  it('asks a service that keeps failing once per try, backing off, without reloading the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reads = pageReads(() => HttpResponse.json({ error: 'Service Unavailable' }, { status: 503 }));
    await openPage('/paginas/cookies-policy');
    const heading = await settle(NOT_SAVED);
    expect(reads.count).toBe(1);

    // The schedule's pauses: 2 s, doubling (connection-retry.ts).
    for (const pause of [2000, 4000, 8000, 16000]) {
      const before = reads.count;
      await advance(pause - 50);
      expect(reads.count).toBe(before);
      await advance(50);
      expect(reads.count).toBe(before + 1);
      // The same page stays on screen: a try happens off screen.
      expect(screen.getByRole('heading', { level: 1, name: NOT_SAVED })).toBe(heading);
    }

    // The service now answers that the page is not there: the router takes it from here.
    reads.answer = () =>
      HttpResponse.json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, { status: 404 });
    await advance(30_000);
    expect(await settle('404')).toBeInTheDocument();
  });

  it('stops trying once the visitor has gone elsewhere', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reads = pageReads(() => HttpResponse.error());
    const router = await openPage('/paginas/cookies-policy');
    await settle(NOT_SAVED);
    act(() => void router.navigate({ to: '/errors/404' }));
    await settle('404');
    const before = reads.count;
    await advance(60_000);
    act(() => {
      window.dispatchEvent(new Event('online'));
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await advance(100);
    expect(reads.count).toBe(before);
  });
});
