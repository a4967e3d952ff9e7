// The outbox: writes of call-me, exchange leads, reviews and newsletter sign-ups that meet no
// connection or a 5xx are kept in a Workbox background-sync queue (IndexedDB) and replayed on the
// `sync` event, when the service worker starts, and when the page says it is back online.
// Each request carries an Idempotency-Key, so the server acts once even if a replay repeats it.
// A 4xx on replay is not retried: the page is told (now, or on its next visit) and the entry dropped.
// The bot check: a write queued without a proof of work, or with one that would expire on the way, gets
// one solved here when it is replayed, and a write the server refuses for its proof is sent once more
// with a new one (same Idempotency-Key, so it still acts once).
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { clear, createStore, entries, set } from 'idb-keyval';
import { PROOF_HEADER, decodeProof, fetchChallenge, proofFor, proofIsStale, proofRefusalOf } from '../src/api/proof-of-work';
import { solveHere } from '../src/api/solve-proof';
import {
  OUTBOX_CHANNEL,
  QUEUED_HEADER,
  QUEUED_STATUS,
  outboxRouteFor,
  type OutboxEvent,
  type OutboxItem,
} from '../src/offline/outbox-kinds';

declare const self: ServiceWorkerGlobalScope;

const channel = new BroadcastChannel(OUTBOX_CHANNEL);
const rejectedStore = createStore('crypto-web-outbox', 'rejected');
const RETENTION_MINUTES = 7 * 24 * 60;

// Without Background Sync, Workbox calls onSync from the constructor, before `queue` (and `replaying`
// below) exist: the replay waits a microtask, by which time the module has run to its end.
const queue = new Queue('outbox-v1', { maxRetentionTime: RETENTION_MINUTES, onSync: () => Promise.resolve().then(replay) });

const post = (event: OutboxEvent) => channel.postMessage(event);

function itemOf(request: Request, kind: OutboxItem['kind']): OutboxItem {
  return { kind, key: request.headers.get('Idempotency-Key') ?? `${kind}-${Date.now()}`, queuedAt: Date.now() };
}

async function queuedItems(): Promise<OutboxItem[]> {
  const entries = await queue.getAll();
  return entries.map((entry) => entry.metadata as unknown as OutboxItem);
}

async function enqueue(request: Request, item: OutboxItem) {
  await queue.pushRequest({ request, metadata: { ...item } });
  post({ type: 'queued', item });
  post({ type: 'state', items: await queuedItems() });
}

/** A connection that just came back is often not usable for a second or two: try a few times. */
const RETRY_DELAYS_MS = [1000, 3000];

async function fetchWithRetries(request: Request): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(request.clone());
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * A newly solved proof; undefined when the server hands out no challenge (the write then goes as it is and
 * the server says what is missing). No connection throws, so the write waits for the next replay.
 */
async function freshProof(): Promise<string | undefined> {
  let challenge;
  try {
    challenge = await fetchChallenge(fetch, self.location.origin);
  } catch (error) {
    if (error instanceof TypeError) throw error;
    return undefined;
  }
  return (await proofFor(challenge, solveHere)).header;
}

function withProof(request: Request, proof: string): Request {
  const headers = new Headers(request.headers);
  headers.set(PROOF_HEADER, proof);
  return new Request(request, { headers });
}

/** The request as it should leave: with a proof that outlives the trip. */
async function readyToSend(request: Request): Promise<Request> {
  const header = request.headers.get(PROOF_HEADER);
  const payload = header ? decodeProof(header) : undefined;
  if (header && payload && !proofIsStale({ header, expiresAt: payload.challenge.parameters.expiresAt })) return request;
  const proof = await freshProof();
  return proof ? withProof(request, proof) : request;
}

/** Sends, and once more with a new proof if the server refused the one it had. */
async function sendWithProof(request: Request, send: (request: Request) => Promise<Response>): Promise<Response> {
  const response = await send(request.clone());
  if (!(await proofRefusalOf(response))) return response;
  const proof = await freshProof();
  return proof ? send(withProof(request, proof)) : response;
}

let replaying: Promise<void> | undefined;

/** Sends what waits, oldest first, one at a time; only one replay runs at once. */
function replay(): Promise<void> {
  replaying ??= (async () => {
    try {
      let entry;
      while ((entry = await queue.shiftRequest())) {
        const item = entry.metadata as unknown as OutboxItem;
        let response: Response;
        try {
          // A copy: a request built from it with a new proof uses up its body, and the entry may go back in the queue.
          response = await sendWithProof(await readyToSend(entry.request.clone()), fetchWithRetries);
        } catch (error) {
          await queue.unshiftRequest(entry);
          throw error;
        }
        if (response.status >= 500) {
          await queue.unshiftRequest(entry);
          throw new Error(`Outbox replay got ${response.status}`);
        }
        if (response.ok) post({ type: 'delivered', item });
        else {
          const message = await response.text().catch(() => '');
          const rejected = { type: 'rejected' as const, item, status: response.status, message };
          await set(item.key, rejected, rejectedStore);
          post(rejected);
        }
      }
    } finally {
      replaying = undefined;
      post({ type: 'state', items: await queuedItems() });
    }
  })();
  return replaying;
}

/** Refusals recorded while no page listened, handed to the next page that asks. */
async function takeRejected(): Promise<OutboxEvent[]> {
  const found = (await entries<string, OutboxEvent>(rejectedStore)).map(([, value]) => value);
  await clear(rejectedStore);
  return found;
}

function queuedAnswer() {
  return new Response(JSON.stringify({ queued: true }), {
    status: QUEUED_STATUS,
    headers: { 'content-type': 'application/json', [QUEUED_HEADER]: 'queued' },
  });
}

export function registerOutbox() {
  for (const method of ['GET', 'POST'] as const) {
    registerRoute(
      ({ url, request, sameOrigin }) => sameOrigin && request.method === method && !!outboxRouteFor(method, url.pathname),
      async ({ request, url }) => {
        const route = outboxRouteFor(request.method, url.pathname)!;
        const copy = request.clone();
        const item = itemOf(request, route.kind);
        try {
          const response = await sendWithProof(request, (attempt) => fetch(attempt));
          if (response.status < 500) return response;
        } catch {
          // No connection: queue below.
        }
        await enqueue(copy, item);
        return queuedAnswer();
      },
      method,
    );
  }

  self.addEventListener('message', (event) => {
    const type = event.data?.type;
    if (type === 'OUTBOX_REPLAY') event.waitUntil(replay().catch(() => undefined));
    if (type === 'OUTBOX_STATE') {
      event.waitUntil(
        (async () => {
          post({ type: 'state', items: await queuedItems() });
          for (const rejected of await takeRejected()) post(rejected);
        })(),
      );
    }
  });

  // Browsers without Background Sync: try whenever the worker starts.
  void replay().catch(() => undefined);
}
