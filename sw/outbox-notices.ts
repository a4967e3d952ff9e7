// What the visitor must be told once about a queued write that ended without being delivered (refused
// by the server, or too old to send): kept in IndexedDB until a page says it has shown it, so a notice
// no page was open for waits for the next visit, and one already shown is not shown again.
import { createStore, del, set, values } from 'idb-keyval';
import type { OutboxEvent } from '../src/offline/outbox-kinds';

export type Notice = Extract<OutboxEvent, { type: 'rejected' | 'expired' }>;

const store = createStore('crypto-web-outbox', 'rejected');

export const keepNotice = (notice: Notice) => set(notice.item.key, notice, store);

export const pendingNotices = () => values<Notice>(store);

/** A page has shown it. */
export const noticeShown = (key: string) => del(key, store);
