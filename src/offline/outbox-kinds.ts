// The writes that must survive a lost connection (DESIGN "Offline"): which requests the service
// worker's outbox holds, and what the page says when each is delivered. Shared by sw/ and the page.

type OutboxKind = 'callback' | 'phoneLead' | 'lead' | 'review' | 'newsletter';

interface OutboxRoute {
  kind: OutboxKind;
  method: 'GET' | 'POST';
  path: RegExp;
  /** Translation key of the normal success message, shown when a queued request is delivered. */
  deliveredMessage: string;
  /** Sent alongside another write of the same visitor action; not listed as a separate item. */
  companion?: boolean;
}

export const outboxRoutes: OutboxRoute[] = [
  { kind: 'callback', method: 'POST', path: /^\/telephony\/ivrs\/[^/]+\/callback$/, deliveredMessage: 'common.success.phoneSent' },
  { kind: 'phoneLead', method: 'GET', path: /^\/rates\/phone-lead$/, deliveredMessage: '', companion: true },
  { kind: 'lead', method: 'POST', path: /^\/rates\/leads$/, deliveredMessage: 'offline.delivered.lead' },
  {
    kind: 'review',
    method: 'POST',
    path: /^\/gateway\/api\/v1\/webapp\/public\/webapp\/(store|atms)\/review\/create$/,
    deliveredMessage: 'offline.delivered.review',
  },
  { kind: 'newsletter', method: 'POST', path: /^\/newsletter\/subscribe$/, deliveredMessage: 'common.success.subscribed' },
];

/** The items the visitor sees waiting: one per action (companion requests are left out). */
export function visibleItems(items: OutboxItem[]): OutboxItem[] {
  return items.filter((item) => !outboxRoutes.find((route) => route.kind === item.kind)?.companion);
}

export function outboxRouteFor(method: string, pathname: string): OutboxRoute | undefined {
  return outboxRoutes.find((route) => route.method === method && route.path.test(pathname));
}

/** Messages between the service worker and the page, on this BroadcastChannel. */
export const OUTBOX_CHANNEL = 'crypto-web-outbox';

export interface OutboxItem {
  kind: OutboxKind;
  key: string;
  queuedAt: number;
}

export type OutboxEvent =
  | { type: 'queued'; item: OutboxItem }
  | { type: 'delivered'; item: OutboxItem }
  | { type: 'rejected'; item: OutboxItem; status: number; message: string }
  /** Not delivered within the outbox's retention (WRITE_RETENTION_MS), so no longer sent. */
  | { type: 'expired'; item: OutboxItem }
  | { type: 'state'; items: OutboxItem[] };

/** What the page asks of the service worker (navigator.serviceWorker.controller.postMessage). */
export type OutboxRequest =
  | {
      /** Send what waits; the visitor's own occasion (back online, "retry now") cuts a pause of the replay short. */
      type: 'OUTBOX_REPLAY';
      /**
       * A page's schedule while a write waits: a replay starts when none runs, and one running keeps its pause,
       * so asking often costs nothing while nothing can be sent.
       */
      keepPause?: boolean;
    }
  | { type: 'OUTBOX_STATE' }
  | { type: 'OUTBOX_SEEN'; key: string };

/** What the service worker answers in place of a request it queued. */
export const QUEUED_STATUS = 202;
export const QUEUED_HEADER = 'x-outbox';

export function isQueuedAnswer(body: unknown): boolean {
  return !!body && typeof body === 'object' && (body as { queued?: unknown }).queued === true;
}
