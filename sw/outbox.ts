// The outbox: writes of call-me, exchange leads, reviews and newsletter sign-ups that meet no connection,
// a timeout or a 5xx are kept (outbox-queue.ts, IndexedDB) and answered `202 {"queued": true}`, then
// replayed (outbox-replay.ts) on the `sync` event, when the worker starts, and when a page asks (on its
// schedule while a write waits, back online, "retry now"). Each write keeps one Idempotency-Key on every attempt, so the site's server
// acts once: the outbox is at-least-once, the server makes it exactly once. A refusal or an expiry is kept
// until a page has shown it (outbox-notices.ts).
import { registerRoute } from 'workbox-routing';
import { proofRefusalOf } from '../src/api/proof-of-work';
import { IDEMPOTENCY_HEADER } from '../src/contracts/write-retention';
import { QUEUED_HEADER, QUEUED_STATUS, outboxRouteFor, type OutboxItem, type OutboxRequest } from '../src/offline/outbox-kinds';
import { send } from './outbox-attempt';
import { legacyQueue } from './outbox-legacy';
import { noticeShown, pendingNotices } from './outbox-notices';
import { NoProofYet, proofForRequest, withProof } from './outbox-proof';
import { push } from './outbox-queue';
import { SYNC_TAG, askForSync, post, postState, replay } from './outbox-replay';
import { verdictOf } from './outbox-verdict';

declare const self: ServiceWorkerGlobalScope;

function itemOf(request: Request, kind: OutboxItem['kind']): OutboxItem {
  return { kind, key: request.headers.get(IDEMPOTENCY_HEADER) ?? crypto.randomUUID(), queuedAt: Date.now() };
}

/**
 * The page's write, sent now: the answer when it ends the write (delivered, or refused for the visitor to
 * see); undefined when it must be kept. A refused proof is replaced once; with none to be had, the page
 * hears the refusal (and says so, keeping what was typed).
 */
async function sendNow(request: Request): Promise<Response | undefined> {
  try {
    let response = await send(request.clone());
    if (await proofRefusalOf(response)) {
      const proof = await proofForRequest().catch((error: unknown) => {
        if (error instanceof NoProofYet) return undefined;
        throw error;
      });
      if (proof) response = await send(withProof(request, proof));
    }
    return verdictOf(response.status) === 'retry' ? undefined : response;
  } catch {
    return undefined;
  }
}

async function enqueue(request: Request, item: OutboxItem) {
  await push(request, item);
  post({ type: 'queued', item });
  await postState();
  askForSync();
}

function queuedAnswer() {
  return new Response(JSON.stringify({ queued: true }), {
    status: QUEUED_STATUS,
    headers: { 'content-type': 'application/json', [QUEUED_HEADER]: 'queued' },
  });
}

const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

async function onMessage(message: OutboxRequest) {
  if (message.type === 'OUTBOX_REPLAY') return replay({ now: !message.keepPause });
  if (message.type === 'OUTBOX_SEEN') return noticeShown(message.key);
  await postState();
  for (const notice of await pendingNotices()) post(notice);
}

export function registerOutbox() {
  for (const method of ['GET', 'POST'] as const) {
    registerRoute(
      ({ url, request, sameOrigin }) => sameOrigin && request.method === method && !!outboxRouteFor(method, url.pathname),
      async ({ request, url }) => {
        const item = itemOf(request, outboxRouteFor(request.method, url.pathname)!.kind);
        const copy = request.clone();
        const answer = await sendNow(request);
        if (answer) return answer;
        await enqueue(copy, item);
        return queuedAnswer();
      },
      method,
    );
  }

  self.addEventListener('message', (event) => {
    if (typeof event.data?.type === 'string' && event.data.type.startsWith('OUTBOX_')) event.waitUntil(quietly(onMessage(event.data)));
  });
  self.addEventListener('sync', (event) => {
    const sync = event as ExtendableEvent & { tag?: string };
    if (sync.tag === SYNC_TAG) sync.waitUntil(replay());
  });

  // Whenever the active worker starts, and when a new one takes over (browsers without Background Sync
  // have no other occasion of their own). A worker still waiting beside the active one sends nothing.
  const moveLegacyWrites = legacyQueue();
  const state = (self as { serviceWorker?: ServiceWorker }).serviceWorker?.state;
  if (state === undefined || state === 'activating' || state === 'activated') void quietly(moveLegacyWrites().then(() => replay()));
  self.addEventListener('activate', (event) => event.waitUntil(quietly(moveLegacyWrites().then(() => replay()))));
}
