// What every island of a first document shares, set up once, at the first island that wakes (or when the
// background has something to say or to warm up): the server's state read into the page's one query
// client and UI store, the last visit's cache behind it, the page's one i18next instance in the page's
// language, the window's behaviour; and how an island hydrates in it. No router: it starts only for the
// first client navigation (take-over.ts).
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { rememberRenderedQueries } from '../state/rendered-queries';
import { appStore } from '../state/app-store';
import { browserIsLight } from '../contracts/light-mode';
import { browserQueryClient } from '../state/query-client';
import { followWorkerNetworkState } from '../offline/network-state';
import { setHydrationTime } from '../state/render-clock';
import { screenFromWidth } from '../lib/screen-size';
import { i18n, initI18n } from '../i18n/i18n';
import { setRouteLang } from '../i18n/route-lang';
import { readSettings, savedFiatIn } from '../markets/persisted-settings';
import { installFormFriction } from '../api/form-friction';
import { restoreQueryCache } from '../offline/query-persistence';
import { BUILD_ID } from '../offline/build-id';
import { followWindow } from '../app/window-behaviour';
import { PageProviders } from '../app/page-providers';
import { wakeLoaderBarOnCalls } from '../app/loader-bar';
import { documentServerState, type SsrState } from './ssr-state';

export interface PageRuntime {
  queryClient: QueryClient;
  ssr: SsrState;
  /** Stops the first document's window listeners: the app's layout follows the window from then on. */
  stopFollowingWindow: () => void;
}

let runtime: Promise<PageRuntime> | undefined;

/** The runtime of this server document (set up on the first call). */
export const pageRuntime = (): Promise<PageRuntime> => (runtime ??= prepare());

async function prepare(): Promise<PageRuntime> {
  const ssr = documentServerState(BUILD_ID);
  if (!ssr) throw new Error('No server state of this build in the document');
  followNetworkInQueries();
  installFormFriction();
  const queryClient = browserQueryClient();
  hydrate(queryClient, ssr.queries);
  rememberRenderedQueries(ssr.queries);
  // The last visit's cache fills only what the server did not send (not awaited: the islands start
  // from the server's data).
  void restoreQueryCache(queryClient, { onlyMissing: true });
  wakeLoaderBarOnCalls(queryClient);
  appStore.set(ssr.app);
  // React reads this while it hydrates each island; the visitor's own values below apply right after.
  appStore.setServerState(appStore.get());
  const savedFiat = savedFiatIn(ssr.app.fiats, readSettings());
  appStore.set({
    screen: screenFromWidth(window.innerWidth),
    // The server's light mode, or the connection's, unless the visitor asked for everything this visit.
    light: browserIsLight(ssr.app.light),
    ...(savedFiat ? { defaultFiat: savedFiat } : {}),
  });
  const { realLocale } = appStore.get();
  setRouteLang(realLocale);
  setHydrationTime(ssr.renderedAt);
  const stopFollowingWindow = followWindow(ssr.scrollOffset);
  await initI18n(queryClient, realLocale);
  return { queryClient, ssr, stopFollowingWindow };
}

/** The queries' online state starts from the browser's and follows the worker's word on the network. */
export function followNetworkInQueries() {
  onlineManager.setOnline(navigator.onLine);
  followWorkerNetworkState((online) => onlineManager.setOnline(online));
}

export type Hydrate = (element: HTMLElement, name: string, Component: ComponentType<object>, props: object) => Root;

/** Prepares the runtime, then hydrates each island given as a root of its own over its server HTML. */
export async function islandHydration(): Promise<Hydrate> {
  const { queryClient } = await pageRuntime();
  return (element, name, Component, props) =>
    hydrateRoot(
      element,
      <PageProviders queryClient={queryClient} i18n={i18n}>
        <Component {...props} />
      </PageProviders>,
      // A mismatch is a defect (the server and the island disagree): loud in the console, where tests look.
      { onRecoverableError: (error) => console.error(`The island "${name}" did not match the server's HTML`, error) },
    );
}
