// The service worker's outbox as the browser runs it, for the unit tests beside sw/outbox*.ts: each
// "worker" is a fresh copy of the modules over the same IndexedDB (fake-indexeddb, so the queue outlives a
// worker as it does in a browser). Replaced at the module boundary: Workbox's router (the routes are kept
// here) and its old queue (a list), the page's BroadcastChannel (a recorder), the network (a scripted
// site server behind `fetch`) and the bot check's solver (solving is not what is tested). Import it
// statically only: a copy imported after a worker start would hold mocks of its own.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { CHALLENGE_PATH, PROOF_HEADER, type Challenge } from '../../src/api/proof-of-work';
import type { OutboxEvent, OutboxItem, OutboxRequest } from '../../src/offline/outbox-kinds';

export type Answer = Response | 'no connection' | 'timeout';
interface Route {
  match: (options: { url: URL; request: Request; sameOrigin: boolean }) => boolean;
  handler: (options: { url: URL; request: Request }) => Promise<Response>;
  method: string;
}

// Read by the mocks below only once the worker's modules are imported.
export const env = {
  routes: [] as Route[],
  posted: [] as OutboxEvent[],
  /** What an earlier version left in Workbox's queue. */
  legacy: [] as Array<{ request: Request; metadata: Record<string, unknown> }>,
  listeners: { message: [] as Array<(event: unknown) => void>, sync: [] as Array<(event: unknown) => void> },
};

vi.mock('workbox-routing', () => ({
  registerRoute: (match: Route['match'], handler: Route['handler'], method: string) => env.routes.push({ match, handler, method }),
}));
vi.mock('workbox-background-sync', () => ({
  Queue: class {
    getAll = async () => env.legacy.map((entry) => ({ ...entry, request: entry.request.clone() }));
    shiftRequest = async () => env.legacy.shift();
  },
}));
vi.mock('../../src/api/solve-proof', () => ({ solveHere: async () => ({ counter: 7, derivedKey: 'solved-in-the-worker' }) }));

class RecordingChannel {
  constructor(readonly name: string) {}
  postMessage(event: OutboxEvent) {
    env.posted.push(structuredClone(event));
  }
}

export const origin = self.location.origin;
const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function challengeExpiringAt(expiresAt: number, signature = 'challenge'): Challenge {
  return {
    parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00', expiresAt },
    signature,
  };
}
/** A proof as the page sends it: base64 of ALTCHA's JSON payload `{ challenge, solution }`. */
export const proofExpiringAt = (expiresAt: number) =>
  btoa(
    JSON.stringify({
      challenge: challengeExpiringAt(expiresAt, 'from-the-page'),
      solution: { counter: 1, derivedKey: 'solved-on-the-page' },
    }),
  );
export const freshProof = () => proofExpiringAt(nowInSeconds() + 600);

/** The site's server: answers writes as the test says, hands out challenges, and notes every write that reached it. */
export const server = {
  answer: (_request: Request): Answer | Promise<Answer> => new Response(null, { status: 201 }),
  challenge: (): Answer => Response.json(challengeExpiringAt(nowInSeconds() + 600, `challenge-${++server.challengesHandedOut}`)),
  challengesHandedOut: 0,
  reached: [] as Request[],
};

function answered(answer: Answer): Response {
  if (answer === 'no connection') throw new TypeError('Failed to fetch');
  if (answer === 'timeout') throw new DOMException('The operation timed out.', 'TimeoutError');
  return answer;
}

async function fetchFromServer(input: RequestInfo | URL): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input);
  if (new URL(request.url).pathname === CHALLENGE_PATH) return answered(server.challenge());
  server.reached.push(request.clone());
  const answer = await server.answer(request.clone());
  // Without a connection the write never reached the server.
  if (answer === 'no connection') server.reached.pop();
  return answered(answer);
}

export const keysThatReachedTheServer = () => server.reached.map((request) => request.headers.get('Idempotency-Key'));
export const eventsOfType = <T extends OutboxEvent['type']>(type: T) =>
  env.posted.filter((event): event is Extract<OutboxEvent, { type: T }> => event.type === type);
export const proofOf = (request: Request) => request.headers.get(PROOF_HEADER);

export function callMeRequest(key: string | undefined, init: { proof?: string; phone?: string } = {}): Request {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (key) headers.set('Idempotency-Key', key);
  if (init.proof) headers.set(PROOF_HEADER, init.proof);
  return new Request(`${origin}/telephony/ivrs/main/callback`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone: init.phone ?? '612345678' }),
  });
}

export const leadRequest = (key: string) =>
  new Request(`${origin}/rates/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ refCode: key }),
  });

/** A worker: its modules, fresh, over whatever IndexedDB already holds. */
export async function startWorker() {
  vi.resetModules();
  const [outbox, replay, queue, attempt] = await Promise.all([
    import('../../sw/outbox'),
    import('../../sw/outbox-replay'),
    import('../../sw/outbox-queue'),
    import('../../sw/outbox-attempt'),
  ]);
  return { ...outbox, ...replay, queue, attempt: attempt.attempt };
}
export type Worker = Awaited<ReturnType<typeof startWorker>>;

/** registerOutbox, with its listeners kept here (so workers of earlier tests hear nothing); waits for the start's replay. */
export async function registerWorker(worker: Worker) {
  env.listeners = { message: [], sync: [] };
  const add = vi.spyOn(self, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
    if (type === 'message' || type === 'sync') env.listeners[type].push(listener as (event: unknown) => void);
  });
  try {
    worker.registerOutbox();
  } finally {
    add.mockRestore();
  }
  await vi.waitFor(() => expect(env.legacy).toHaveLength(0), { timeout: 4000 });
  await worker.replay().catch(() => undefined);
  env.posted = [];
}

async function dispatch(type: 'message' | 'sync', event: Record<string, unknown>) {
  const pending: Promise<unknown>[] = [];
  for (const listener of env.listeners[type]) listener({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
  await Promise.all(pending);
}
export const tellWorker = (message: OutboxRequest) => dispatch('message', { data: message });
/** The browser's Background Sync event; resolves or rejects as the event's promise does. */
export const fireSync = (tag = 'crypto-web-outbox') => dispatch('sync', { tag });

export async function sendThroughWorker(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const route = env.routes.find(
    (candidate) => candidate.method === request.method && candidate.match({ url, request, sameOrigin: url.origin === origin }),
  );
  if (!route) throw new Error(`No outbox route for ${request.method} ${url.pathname}`);
  return route.handler({ url, request });
}

/** Writes an earlier worker queued (oldest first), still in IndexedDB when this one starts. */
export async function leftInTheQueue(worker: Worker, ...requests: Request[]) {
  for (const request of requests) {
    const item: OutboxItem = { kind: 'callback', key: request.headers.get('Idempotency-Key')!, queuedAt: Date.now() };
    await worker.queue.push(request, item);
  }
}
export const queuedKeys = async (worker: Worker) => (await worker.queue.queuedItems()).map((item) => item.key);

/** A replay's outcome without an unhandled rejection while the test still waits for it. */
export const settled = (promise: Promise<void>) =>
  promise.then(
    () => 'resolved' as const,
    (error: unknown) => error,
  );

/** Moves fake time on, letting IndexedDB (on real setImmediate) keep up, until `promise` settles. */
export async function untilSettled<T>(promise: Promise<T>, stepMs = 250): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    await vi.advanceTimersByTimeAsync(stepMs);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return promise;
}

/** A new world for each test: an empty IndexedDB, nothing posted, the default server. */
export function resetWorld() {
  globalThis.indexedDB = new IDBFactory();
  env.routes = [];
  env.posted = [];
  env.legacy = [];
  server.answer = () => new Response(null, { status: 201 });
  server.challenge = () => Response.json(challengeExpiringAt(nowInSeconds() + 600, `challenge-${++server.challengesHandedOut}`));
  server.challengesHandedOut = 0;
  server.reached = [];
  vi.stubGlobal('BroadcastChannel', RecordingChannel);
  vi.stubGlobal('fetch', fetchFromServer);
}

export function tidyWorld() {
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
