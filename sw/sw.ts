/// <reference lib="webworker" />
// The service worker: precaches the app shell (and the Spanish translations), answers navigations
// with the shell when offline, and caches reads at run time. Every run-time cache is named in sw/runtime-caching.ts.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerRuntimeCaching } from './runtime-caching';
import { registerOutbox } from './outbox';
import { listenForPeriodicRefresh } from './periodic-refresh';
import { SERVICE_PREFIXES } from '../src/contracts/service-paths';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page path is answered by the shell; API paths never are, so their failures stay visible.
const servicePaths = SERVICE_PREFIXES.map((prefix) => new RegExp(`^${prefix}(/|$)`));
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: servicePaths }));

// The outbox is registered first so its write routes win over any read route.
registerOutbox();
registerRuntimeCaching();
// The installed app's background refresh of prices and lists (where the browser offers it).
listenForPeriodicRefresh();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
