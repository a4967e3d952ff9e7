// The outbox's queue: writes waiting to be delivered, in IndexedDB (idb-keyval, a database of its own),
// oldest first. A write is read (peek), sent, and only then deleted: a worker stopped while one is on its
// way finds it still here when it starts again. Why not Workbox's queue: docs/decisions/033-own-outbox-queue.md.
import { createStore, del, entries, get, keys, set, values } from 'idb-keyval';
import { IDEMPOTENCY_HEADER } from '../src/contracts/write-retention';
import type { Challenge } from '../src/api/proof-of-work';
import type { OutboxItem } from '../src/offline/outbox-kinds';

/** A write as kept: the request taken apart, what the page knows of it, and a proof solved for it. */
export interface QueuedWrite {
  item: OutboxItem;
  url: string;
  method: string;
  headers: [string, string][];
  body?: ArrayBuffer;
  /** A bot-check solution solved for this write, kept so a worker stopped while sending it need not solve again. */
  proof?: string;
  /** A solution on its way: the challenge, and the next counter to try. */
  solving?: { challenge: Challenge; from: number };
}

const store = createStore('crypto-web-outbox-queue', 'writes');
/** Writes are numbered in the order they came; one numbering at a time. */
let numbering: Promise<unknown> = Promise.resolve();

/** Keeps `request` at the end of the queue, under its Idempotency-Key (the item's key when it had none). */
export function push(request: Request, item: OutboxItem): Promise<void> {
  const pushed = numbering.then(async () => {
    const headers = new Headers(request.headers);
    if (!headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, item.key);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const write: QueuedWrite = { item, url: request.url, method: request.method, headers: [...headers], body };
    const last = (await keys<number>(store)).at(-1) ?? 0;
    await set(Math.max(Date.now(), last + 1), write, store);
  });
  numbering = pushed.catch(() => undefined);
  return pushed;
}

/** The oldest write, left in the queue. */
export async function peek(): Promise<{ id: number; write: QueuedWrite } | undefined> {
  for (const id of await keys<number>(store)) {
    const write = await get<QueuedWrite>(id, store);
    if (write) return { id, write };
  }
  return undefined;
}

export const update = (id: number, write: QueuedWrite) => set(id, write, store);

export const remove = (id: number) => del(id, store);

/** The writes that wait, with their numbers, oldest first. */
export async function waiting(): Promise<Array<[number, QueuedWrite]>> {
  return entries<number, QueuedWrite>(store);
}

/** What waits, oldest first. */
export async function queuedItems(): Promise<OutboxItem[]> {
  return (await values<QueuedWrite>(store)).map((write) => write.item);
}

/** The request to send, rebuilt from what was kept (a new one each time: a body is read once). */
export function requestOf(write: QueuedWrite): Request {
  return new Request(write.url, { method: write.method, headers: write.headers, body: write.body });
}
