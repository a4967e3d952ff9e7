// The page's side of the outbox: listens to the service worker, keeps the list of waiting writes,
// announces delivered and refused (or expired) requests (each form says "queued" itself), tells the worker
// a refusal has been shown so no later visit shows it again, and brings the replay on while a write waits.
// Safari and Firefox have no Background Sync, and poor signal leaves the browser "online" with nothing
// answering: without the page asking, a write queued there would wait for a reload.
// It starts with the page's background, before any view or translation library: what it says goes
// through the `announce` it is given, which loads them when there is something to say.
import { requestIslandWake } from '../lib/island-wake';
import { retryWhileWaiting } from '../lib/connection-retry';
import { createStore } from '../lib/create-store';
import { WRITE_RETENTION_MS } from '../contracts/write-retention';
import { followWorkerNetworkState } from './network-state';
import { OUTBOX_CHANNEL, outboxRoutes, visibleItems, type OutboxEvent, type OutboxItem, type OutboxRequest } from './outbox-kinds';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Shows a notice: its tone, and its text in the page's language. */
export type Announce = (tone: 'success' | 'error', text: (t: Translate) => string) => void;

export const outboxStore = createStore<{ items: OutboxItem[] }>({ items: [] }, { items: [] });

function tellWorker(message: OutboxRequest) {
  navigator.serviceWorker?.controller?.postMessage(message);
}

export const retryOutbox = () => tellWorker({ type: 'OUTBOX_REPLAY' });

/** Asked often while a write waits: a replay already running keeps its pause (the worker's backoff, the server's Retry-After). */
const resumeOutbox = () => tellWorker({ type: 'OUTBOX_REPLAY', keepPause: true });

let stopAsking: (() => void) | undefined;

/** The schedule runs while anything waits in the worker (companion writes too), and stops when nothing does. */
function followWhatWaits(waiting: number) {
  if (waiting > 0) {
    stopAsking ??= retryWhileWaiting(resumeOutbox);
    return;
  }
  stopAsking?.();
  stopAsking = undefined;
}

/** Refusals and expiries this page has shown: each once, however often the worker says it. */
const shown = new Set<string>();

/** The outbox's retention, as the expiry message states it. */
const RETENTION_DAYS = Math.round(WRITE_RETENTION_MS / 86_400_000);

function showOnce(announce: Announce, event: Extract<OutboxEvent, { type: 'rejected' | 'expired' }>, text: (t: Translate) => string) {
  if (!shown.has(event.item.key)) announce('error', text);
  shown.add(event.item.key);
  tellWorker({ type: 'OUTBOX_SEEN', key: event.item.key });
}

let askedForPersistence = false;

/** Queued writes live in IndexedDB: ask the browser not to evict it. A refusal changes nothing visible. */
function requestDurableStorage() {
  if (askedForPersistence) return;
  askedForPersistence = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/** A queued write is not announced here: the form that sent it says so itself. */
function onOutboxEvent(event: OutboxEvent, announce: Announce) {
  switch (event.type) {
    case 'state':
      outboxStore.set({ items: visibleItems(event.items) });
      followWhatWaits(event.items.length);
      break;
    case 'queued':
      requestDurableStorage();
      break;
    case 'delivered': {
      const message = outboxRoutes.find((route) => route.kind === event.item.kind)?.deliveredMessage;
      if (message) announce('success', (t) => t(message));
      break;
    }
    case 'rejected':
      showOnce(announce, event, (t) => `${t('offline.rejected')} (${event.status})`);
      break;
    case 'expired':
      showOnce(announce, event, (t) => t('offline.expired', { days: RETENTION_DAYS }));
      break;
  }
}

export function startOutboxClient(announce: Announce) {
  if (!('serviceWorker' in navigator) || typeof BroadcastChannel === 'undefined') return;
  outboxStore.subscribe(() => {
    if (outboxStore.get().items.length > 0) requestIslandWake('writes-queued');
  });
  new BroadcastChannel(OUTBOX_CHANNEL).addEventListener('message', (message: MessageEvent<OutboxEvent>) =>
    onOutboxEvent(message.data, announce),
  );
  // The worker's reads answer again: what waits may leave now.
  followWorkerNetworkState((online) => online && retryOutbox());
  // A page in the background or in the back-forward cache may have missed the worker's word on what waits.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tellWorker({ type: 'OUTBOX_STATE' });
  });
  window.addEventListener('pageshow', (event) => event.persisted && tellWorker({ type: 'OUTBOX_STATE' }));
  void navigator.serviceWorker.ready.then(() => {
    tellWorker({ type: 'OUTBOX_STATE' });
    if (navigator.onLine) retryOutbox();
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => tellWorker({ type: 'OUTBOX_STATE' }));
}
