// The page's side of the outbox: listens to the service worker, keeps the list of waiting writes,
// announces delivered and refused requests (each form says "queued" itself), and asks for a replay when the connection returns
// or the page becomes visible (for browsers without Background Sync).
import { onlineManager } from '@tanstack/react-query';
import { createStore } from '../lib/create-store';
import { showSnackbar } from '../state/app-store';
import { i18n } from '../i18n/i18n';
import { OUTBOX_CHANNEL, outboxRoutes, visibleItems, type OutboxEvent, type OutboxItem } from './outbox-kinds';

export const outboxStore = createStore<{ items: OutboxItem[] }>({ items: [] }, { items: [] });

function tellWorker(type: 'OUTBOX_REPLAY' | 'OUTBOX_STATE') {
  navigator.serviceWorker?.controller?.postMessage({ type });
}

export const retryOutbox = () => tellWorker('OUTBOX_REPLAY');

let askedForPersistence = false;

/** Queued writes live in IndexedDB: ask the browser not to evict it. A refusal changes nothing visible. */
function requestDurableStorage() {
  if (askedForPersistence) return;
  askedForPersistence = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/** A queued write is not announced here: the form that sent it says so itself. */
function onOutboxEvent(event: OutboxEvent) {
  const t = (key: string) => i18n.t(key);
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
      showSnackbar('error', `${t('offline.rejected')} (${event.status})`);
      break;
  }
}

export function startOutboxClient() {
  if (!('serviceWorker' in navigator) || typeof BroadcastChannel === 'undefined') return;
  new BroadcastChannel(OUTBOX_CHANNEL).addEventListener('message', (message: MessageEvent<OutboxEvent>) => onOutboxEvent(message.data));
  onlineManager.subscribe((online) => online && retryOutbox());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) retryOutbox();
  });
  void navigator.serviceWorker.ready.then(() => {
    tellWorker('OUTBOX_STATE');
    if (navigator.onLine) retryOutbox();
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => tellWorker('OUTBOX_STATE'));
}
