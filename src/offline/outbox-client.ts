// The page's side of the outbox: listens to the service worker, keeps the list of waiting writes,
// announces delivered and refused (or expired) requests (each form says "queued" itself), tells the worker
// a refusal has been shown so no later visit shows it again, and brings the replay on while a write waits.
// Safari and Firefox have no Background Sync, and poor signal leaves the browser "online" with nothing
// answering: without the page asking, a write queued there would wait for a reload.
import { requestIslandWake } from '../lib/island-wake';
import { retryWhileWaiting } from '../lib/connection-retry';
import { onlineManager } from '@tanstack/react-query';
import { createStore } from '../lib/create-store';
import { showSnackbar } from '../state/app-store';
import { i18n } from '../i18n/i18n';
import { WRITE_RETENTION_MS } from '../contracts/write-retention';
import { OUTBOX_CHANNEL, outboxRoutes, visibleItems, type OutboxEvent, type OutboxItem, type OutboxRequest } from './outbox-kinds';

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

function showOnce(event: Extract<OutboxEvent, { type: 'rejected' | 'expired' }>, message: string) {
  if (!shown.has(event.item.key)) showSnackbar('error', message);
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
function onOutboxEvent(event: OutboxEvent) {
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
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
      if (message) showSnackbar('success', t(message));
      break;
    }
    case 'rejected':
      showOnce(event, `${t('offline.rejected')} (${event.status})`);
      break;
    case 'expired':
      showOnce(event, t('offline.expired', { days: RETENTION_DAYS }));
      break;
  }
}

export function startOutboxClient() {
  if (!('serviceWorker' in navigator) || typeof BroadcastChannel === 'undefined') return;
  outboxStore.subscribe(() => {
    if (outboxStore.get().items.length > 0) requestIslandWake('writes-queued');
  });
  new BroadcastChannel(OUTBOX_CHANNEL).addEventListener('message', (message: MessageEvent<OutboxEvent>) => onOutboxEvent(message.data));
  onlineManager.subscribe((online) => online && retryOutbox());
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
