// The app's router: the route tree (route-tree.tsx) with the localized rewrite of its paths, the same
// in the browser and in the server render.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PagePending } from '../app/page-pending';
import { RouteError } from '../app/route-error';
import { localizedRewrite } from '../i18n/route-lang';
import type { RouterContext } from './page-loaders';
import { routeTree } from './route-tree';

/** `history` is the browser's by default; the server passes a memory history holding the request's path. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    rewrite: localizedRewrite,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    defaultPendingMs: 150,
    trailingSlash: 'never',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
