// The page's side of the outbox: listens to the service worker, keeps the list of waiting writes,
// announces delivered and refused (or expired) requests (each form says "queued" itself), tells the worker
// a refusal has been shown so no later visit shows it again, and asks for a replay when the connection
// returns or the page becomes visible (for browsers without Background Sync).
import { requestIslandWake } from '../lib/island-wake';
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
    if (outboxStore.get().items.length > 0) requestIslandWake('offline-status');
  });
  new BroadcastChannel(OUTBOX_CHANNEL).addEventListener('message', (message: MessageEvent<OutboxEvent>) => onOutboxEvent(message.data));
  onlineManager.subscribe((online) => online && retryOutbox());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) retryOutbox();
  });
  void navigator.serviceWorker.ready.then(() => {
    tellWorker({ type: 'OUTBOX_STATE' });
    if (navigator.onLine) retryOutbox();
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => tellWorker({ type: 'OUTBOX_STATE' }));
}
