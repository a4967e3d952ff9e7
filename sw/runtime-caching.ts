// Runtime caches, all in one place (the cache table in docs/offline.md mirrors this file).
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { StrategyHandler } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { NETWORK_CHANNEL, type NetworkMessage } from '../src/contracts/network-channel';
import { resolveMediaUrl } from '../src/api/cms-media';

const DAY = 24 * 60 * 60;

const CACHE_NAMES = {
  apiReads: 'api-reads-v1',
  tiles: 'map-tiles-v1',
  chunks: 'lazy-chunks-v1',
  cmsImages: 'cms-images-v1',
} as const;

/** Where the content service's uploads live (/cms/uploads/ here; a Strapi host of its own elsewhere). */
const CMS_UPLOADS = () => new URL(resolveMediaUrl('/uploads/'), self.location.origin).href;

/** How long an API read may take before the last cached answer is used instead. */
const API_NETWORK_TIMEOUT_S = 4;

// With nothing cached, a read still unanswered after 12 s in all is taken as unanswerable (a connection
// that accepts and never answers): a slow but working connection answers a read well within it, and the
// page then says it is not saved and keeps trying on its own instead of spinning.
const API_READ_LIMIT_MS = 12_000;

const READ_PREFIXES = /^\/(cms\/api|gateway\/api\/v1|locales)\//;

const networkChannel = new BroadcastChannel(NETWORK_CHANNEL);
let networkDown = false;

function networkStopsAnswering() {
  networkDown = true;
  networkChannel.postMessage({ online: false } satisfies NetworkMessage);
}

/** Tells the pages when the network stops answering the reads, and when it answers again (network-state.ts). */
const networkStatePlugin: WorkboxPlugin = {
  fetchDidFail: async () => networkStopsAnswering(),
  fetchDidSucceed: async ({ response }) => {
    if (networkDown) {
      networkDown = false;
      networkChannel.postMessage({ online: true } satisfies NetworkMessage);
    }
    return response;
  },
};

// API reads keep only good answers: 7 days, 400 entries.
const apiReadPlugins: WorkboxPlugin[] = [
  networkStatePlugin,
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
];

/** The API reads the worker holds, as requests (URL and headers as the page sent them). */
export async function cachedApiReads(): Promise<readonly Request[]> {
  return (await caches.open(CACHE_NAMES.apiReads)).keys();
}

// A background renewal waits for the network as long as it takes: nobody is looking at it.
const apiReadRenewal = new NetworkFirst({ cacheName: CACHE_NAMES.apiReads, plugins: apiReadPlugins });

/**
 * Fetches one cached API read again into the same cache, through the same plugins as the page's reads
 * (only a 200 replaces the copy, and its expiry starts again). A failure leaves the copy as it was.
 */
export async function renewApiRead(cached: Request, event: ExtendableEvent): Promise<void> {
  // A cache key keeps the URL and headers, not how the page sent them: same-origin credentials, as the
  // clients do (src/api/create-client.ts), so a session cookie goes with it as it would from the page.
  const request = new Request(cached.url, { headers: cached.headers, credentials: 'same-origin' });
  const [answered, stored] = apiReadRenewal.handleAll({ request, event });
  await answered.catch(() => undefined);
  await stored.catch(() => undefined);
}

/**
 * Network first, with an end: when neither the network (within the timeout) nor the cache answers,
 * Workbox waits for the network as long as it takes; this answers 504 at API_READ_LIMIT_MS instead,
 * which the page takes as the network failing. A late answer is still cached for the next read.
 */
class NetworkFirstWithinLimit extends NetworkFirst {
  override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<Response>((resolve) => {
      timer = setTimeout(() => {
        networkStopsAnswering();
        resolve(new Response(null, { status: 504, statusText: 'Gateway Timeout' }));
      }, API_READ_LIMIT_MS);
    });
    try {
      return await Promise.race([super._handle(request, handler), limit]);
    } finally {
      clearTimeout(timer);
    }
  }
}

export function registerRuntimeCaching() {
  // API reads: network first with a short timeout, the last good answer when offline, and an end.
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && READ_PREFIXES.test(url.pathname + '/'),
    new NetworkFirstWithinLimit({ cacheName: CACHE_NAMES.apiReads, networkTimeoutSeconds: API_NETWORK_TIMEOUT_S, plugins: apiReadPlugins }),
  );

  // Map tiles the visitor has viewed (never prefetched: OpenStreetMap's policy). 30 days, 600 tiles.
  registerRoute(
    ({ request, url }) => request.destination === 'image' && /\/\d+\/\d+\/\d+(@2x)?\.png$/.test(url.pathname),
    new CacheFirst({
      cacheName: CACHE_NAMES.tiles,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );

  // CMS images the visitor has viewed (never prefetched). Strapi names each upload by a hash, so a URL never
  // changes content: cache first. 150 images, 30 days; the first to go when storage runs short.
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.href.startsWith(CMS_UPLOADS()),
    new CacheFirst({
      cacheName: CACHE_NAMES.cmsImages,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Hashed build chunks not in the precache (lazy routes): immutable, so cache first. 60 entries, 30 days.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: CACHE_NAMES.chunks,
      plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  );
}
