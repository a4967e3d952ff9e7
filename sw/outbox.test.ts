// The service worker's outbox, module by module as the worker runs it, with its surroundings replaced at
// the module boundary: Workbox's queue by one kept in memory (the unit tests have no IndexedDB), the
// refusals' idb-keyval store by a Map, the page's BroadcastChannel by a recorder, the network by a
// scripted server behind `fetch`, and the bot check's solver by a stub (solving is not what is tested).
import { CHALLENGE_PATH, PROOF_HEADER, decodeProof, type Challenge } from '../src/api/proof-of-work';
import { QUEUED_HEADER, QUEUED_STATUS, type OutboxEvent, type OutboxItem } from '../src/offline/outbox-kinds';

type Answer = Response | 'no connection';
interface Route {
  match: (options: { url: URL; request: Request; sameOrigin: boolean }) => boolean;
  handler: (options: { url: URL; request: Request }) => Promise<Response>;
  method: string;
}
interface QueueEntry {
  request: Request;
  metadata?: Record<string, unknown>;
  timestamp?: number;
}
/** What Workbox keeps in IndexedDB: the request taken apart, so every read hands out a new Request. */
interface StoredEntry {
  url: string;
  method: string;
  headers: [string, string][];
  body?: ArrayBuffer;
  metadata?: Record<string, unknown>;
  timestamp: number;
}

const env = vi.hoisted(() => ({
  /** Outlives a worker restart, as IndexedDB does. */
  storedQueues: new Map<string, StoredEntry[]>(),
  rejectedStore: new Map<string, unknown>(),
  /** Browsers without Background Sync (Firefox, Safari): Workbox replays from the queue's constructor. */
  backgroundSync: true,
  queueOptions: undefined as { maxRetentionTime?: number } | undefined,
  /** The last queue's sync: what a Background Sync event makes Workbox call (its onSync). */
  sync: undefined as (() => Promise<void>) | undefined,
  routes: [] as Route[],
  posted: [] as OutboxEvent[],
}));

vi.mock('workbox-background-sync', () => {
  async function stored({ request, metadata, timestamp = Date.now() }: QueueEntry): Promise<StoredEntry> {
    const body = request.method === 'GET' ? undefined : await request.clone().arrayBuffer();
    return { url: request.url, method: request.method, headers: [...request.headers], body, metadata, timestamp };
  }
  const revived = ({ url, method, headers, body, metadata, timestamp }: StoredEntry) => ({
    request: new Request(url, { method, headers, body }),
    metadata,
    timestamp,
  });

  class Queue {
    private readonly entries: StoredEntry[];
    constructor(name: string, options: { onSync: (options: { queue: Queue }) => Promise<void>; maxRetentionTime?: number }) {
      if (!env.storedQueues.has(name)) env.storedQueues.set(name, []);
      this.entries = env.storedQueues.get(name)!;
      env.queueOptions = options;
      env.sync = () => options.onSync({ queue: this });
      if (!env.backgroundSync) void options.onSync({ queue: this });
    }
    async pushRequest(entry: QueueEntry) {
      this.entries.push(await stored(entry));
    }
    async unshiftRequest(entry: QueueEntry) {
      this.entries.unshift(await stored(entry));
    }
    async shiftRequest() {
      const entry = this.entries.shift();
      return entry && revived(entry);
    }
    async popRequest() {
      const entry = this.entries.pop();
      return entry && revived(entry);
    }
    async getAll() {
      return this.entries.map(revived);
    }
  }
  return { Queue };
});

vi.mock('workbox-routing', () => ({
  registerRoute: (match: Route['match'], handler: Route['handler'], method: string) => env.routes.push({ match, handler, method }),
}));

vi.mock('idb-keyval', () => ({
  createStore: () => 'rejected',
  set: async (key: string, value: unknown) => void env.rejectedStore.set(key, value),
  entries: async () => [...env.rejectedStore.entries()],
  clear: async () => env.rejectedStore.clear(),
}));

vi.mock('../src/api/solve-proof', () => ({ solveHere: async () => ({ counter: 7, derivedKey: 'solved-in-the-worker' }) }));

class RecordingChannel {
  constructor(readonly name: string) {}
  postMessage(event: OutboxEvent) {
    env.posted.push(structuredClone(event));
  }
}

const origin = self.location.origin;
const nowInSeconds = () => Math.floor(Date.now() / 1000);

function challengeExpiringAt(expiresAt: number, signature = 'challenge'): Challenge {
  return {
    parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00', expiresAt },
    signature,
  };
}
/** A proof as the page sends it: base64 of ALTCHA's JSON payload `{ challenge, solution }`. */
const proofExpiringAt = (expiresAt: number) =>
  btoa(
    JSON.stringify({
      challenge: challengeExpiringAt(expiresAt, 'from-the-page'),
      solution: { counter: 1, derivedKey: 'solved-on-the-page' },
    }),
  );

/** The site's server: answers writes as the test says, hands out challenges, and notes every write that reached it. */
const server = {
  answer: (_request: Request): Answer | Promise<Answer> => new Response(null, { status: 201 }),
  challenge: (): Answer => Response.json(challengeExpiringAt(nowInSeconds() + 600, `challenge-${++server.challengesHandedOut}`)),
  challengesHandedOut: 0,
  reached: [] as Request[],
};

function answered(answer: Answer): Response {
  if (answer === 'no connection') throw new TypeError('Failed to fetch');
  return answer;
}

async function fetchFromServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (new URL(request.url).pathname === CHALLENGE_PATH) return answered(server.challenge());
  server.reached.push(request);
  const answer = await server.answer(request.clone());
  // Without a connection the write never reached the server.
  if (answer === 'no connection') server.reached.splice(server.reached.indexOf(request), 1);
  return answered(answer);
}

/** Which writes reached the server, in order, by their Idempotency-Key. */
const keysThatReachedTheServer = () => server.reached.map((request) => request.headers.get('Idempotency-Key'));
const eventsOfType = <T extends OutboxEvent['type']>(type: T) =>
  env.posted.filter((event): event is Extract<OutboxEvent, { type: T }> => event.type === type);
const queuedKeys = () => (env.storedQueues.get('outbox-v1') ?? []).map((entry) => (entry.metadata as unknown as OutboxItem).key);

function callMeRequest(key: string, init: { proof?: string; phone?: string } = {}): Request {
  const headers = new Headers({ 'content-type': 'application/json', 'Idempotency-Key': key });
  if (init.proof) headers.set(PROOF_HEADER, init.proof);
  return new Request(`${origin}/telephony/ivrs/main/callback`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone: init.phone ?? '612345678' }),
  });
}

/** Writes an earlier worker queued (oldest first), still in IndexedDB when this worker starts. */
async function leftInTheQueue(...requests: Request[]) {
  if (!env.storedQueues.has('outbox-v1')) env.storedQueues.set('outbox-v1', []);
  for (const request of requests) {
    const item: OutboxItem = { kind: 'callback', key: request.headers.get('Idempotency-Key')!, queuedAt: Date.now() };
    const body = await request.arrayBuffer();
    env.storedQueues.get('outbox-v1')!.push({
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body,
      metadata: { ...item },
      timestamp: item.queuedAt,
    });
  }
}

/**
 * A service worker: its module, and `replay`, what the browser's Background Sync event does to it (Workbox
 * calls the queue's onSync; the event lasts until its promise settles, and a rejection asks for a retry).
 */
type Outbox = typeof import('./outbox') & { replay: () => Promise<void> };

/** Starts a service worker: a fresh copy of the module, over whatever the queue already holds. */
async function startWorker(): Promise<Outbox> {
  vi.resetModules();
  const outbox = await import('./outbox');
  const sync = env.sync!;
  return { ...outbox, replay: sync };
}

type MessageListener = (event: { data: unknown; waitUntil: (promise: Promise<unknown>) => void }) => void;
let messageListeners: MessageListener[] = [];

/** registerOutbox, with the message listeners kept here so that workers of earlier tests hear nothing. */
async function registerWorker(outbox: Outbox) {
  const addListener = vi.spyOn(self, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
    if (type === 'message') messageListeners.push(listener as MessageListener);
  });
  try {
    outbox.registerOutbox();
  } finally {
    addListener.mockRestore();
  }
  // The replay every start begins, finished before the test goes on.
  await outbox.replay().catch(() => undefined);
  env.posted = [];
}

async function tellWorker(type: 'OUTBOX_REPLAY' | 'OUTBOX_STATE') {
  const pending: Promise<unknown>[] = [];
  for (const listener of messageListeners) listener({ data: { type }, waitUntil: (promise) => pending.push(promise) });
  await Promise.all(pending);
}

async function sendThroughWorker(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const route = env.routes.find(
    (candidate) => candidate.method === request.method && candidate.match({ url, request, sameOrigin: url.origin === origin }),
  );
  if (!route) throw new Error(`No outbox route for ${request.method} ${url.pathname}`);
  return route.handler({ url, request });
}

/** A replay's outcome without an unhandled rejection while the test still waits for it. */
const settled = (promise: Promise<void>) =>
  promise.then(
    () => 'resolved' as const,
    (error: unknown) => error,
  );

beforeEach(() => {
  env.storedQueues.clear();
  env.rejectedStore.clear();
  env.backgroundSync = true;
  env.routes = [];
  env.posted = [];
  messageListeners = [];
  server.answer = () => new Response(null, { status: 201 });
  server.challenge = () => Response.json(challengeExpiringAt(nowInSeconds() + 600, `challenge-${++server.challengesHandedOut}`));
  server.challengesHandedOut = 0;
  server.reached = [];
  vi.stubGlobal('BroadcastChannel', RecordingChannel);
  vi.stubGlobal('fetch', fetchFromServer);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const freshProof = () => proofExpiringAt(nowInSeconds() + 600);

describe('replay order', () => {
  it('delivers queued writes oldest first and says so to the page in the same order', async () => {
    await leftInTheQueue(
      callMeRequest('first', { proof: freshProof() }),
      callMeRequest('second', { proof: freshProof() }),
      callMeRequest('third', { proof: freshProof() }),
    );
    const outbox = await startWorker();
    await outbox.replay();
    expect(keysThatReachedTheServer()).toEqual(['first', 'second', 'third']);
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['first', 'second', 'third']);
    expect(queuedKeys()).toEqual([]);
    expect(eventsOfType('state').at(-1)).toEqual({ type: 'state', items: [] });
  });

  it('keeps a write that got a 5xx at the head of the queue and sends nothing behind it until it goes', async () => {
    await leftInTheQueue(callMeRequest('first', { proof: freshProof() }), callMeRequest('second', { proof: freshProof() }));
    const outbox = await startWorker();
    server.answer = () => new Response(null, { status: 503 });
    await expect(outbox.replay()).rejects.toThrow('Outbox replay got 503');
    expect(keysThatReachedTheServer()).toEqual(['first']);
    expect(queuedKeys()).toEqual(['first', 'second']);

    server.answer = () => new Response(null, { status: 201 });
    await outbox.replay();
    expect(keysThatReachedTheServer()).toEqual(['first', 'first', 'second']);
  });
});

describe('exactly once', () => {
  it('runs one replay at a time: a second one asked for meanwhile sends nothing of its own', async () => {
    const outbox = await startWorker();
    await registerWorker(outbox);
    let answerFirst!: () => void;
    server.answer = (request) =>
      request.headers.get('Idempotency-Key') === 'first'
        ? new Promise<Answer>((resolve) => (answerFirst = () => resolve(new Response(null, { status: 201 }))))
        : new Response(null, { status: 201 });
    await leftInTheQueue(callMeRequest('first', { proof: freshProof() }), callMeRequest('second', { proof: freshProof() }));

    const fromSync = outbox.replay();
    await vi.waitFor(() => expect(keysThatReachedTheServer()).toEqual(['first']));
    // The page comes back online and asks for a replay while the first write is still on its way.
    const fromPage = tellWorker('OUTBOX_REPLAY');
    const another = outbox.replay();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keysThatReachedTheServer()).toEqual(['first']);

    answerFirst();
    await Promise.all([fromSync, fromPage, another]);
    expect(keysThatReachedTheServer()).toEqual(['first', 'second']);
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['first', 'second']);
  });

  it('does not send a delivered write again when a later worker replays on start', async () => {
    await leftInTheQueue(callMeRequest('only', { proof: freshProof() }));
    await (await startWorker()).replay();
    await registerWorker(await startWorker());
    await tellWorker('OUTBOX_REPLAY');
    expect(keysThatReachedTheServer()).toEqual(['only']);
  });

  it('sends every attempt of a write under the Idempotency-Key and body it was queued with', async () => {
    await leftInTheQueue(callMeRequest('call-1', { proof: freshProof(), phone: '699000111' }));
    const outbox = await startWorker();
    const answers: Answer[] = [
      'no connection',
      'no connection',
      'no connection',
      new Response(null, { status: 502 }),
      Response.json({ code: 'proof-expired' }, { status: 403 }),
      new Response(null, { status: 201 }),
    ];
    server.answer = () => answers.shift()!;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const lostConnection = settled(outbox.replay());
    await vi.runAllTimersAsync();
    expect(await lostConnection).toBeInstanceOf(TypeError);
    vi.useRealTimers();
    await expect(outbox.replay()).rejects.toThrow('502');
    await outbox.replay();

    // The three tries without a connection never reached it; the 502, the refused proof and its resend did.
    expect(keysThatReachedTheServer()).toEqual(['call-1', 'call-1', 'call-1']);
    expect(await Promise.all(server.reached.map((request) => request.json()))).toEqual(Array(3).fill({ phone: '699000111' }));
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['call-1']);
  });

  it('queues a write the page could not send under its own Idempotency-Key, and replays it under that key', async () => {
    const outbox = await startWorker();
    await registerWorker(outbox);
    server.answer = () => 'no connection';
    await sendThroughWorker(callMeRequest('from-the-page', { proof: freshProof() }));
    server.answer = () => new Response(null, { status: 201 });
    await tellWorker('OUTBOX_REPLAY');
    expect(keysThatReachedTheServer()).toEqual(['from-the-page']);
    expect(eventsOfType('delivered')).toEqual([
      { type: 'delivered', item: { kind: 'callback', key: 'from-the-page', queuedAt: expect.any(Number) } },
    ]);
  });
});

describe('a 4xx is a refusal, kept for the page and never retried', () => {
  it('records the refusal, tells the page, drops the write, and goes on with the next one', async () => {
    await leftInTheQueue(callMeRequest('bad-phone', { proof: freshProof() }), callMeRequest('good', { proof: freshProof() }));
    const outbox = await startWorker();
    server.answer = (request) =>
      request.headers.get('Idempotency-Key') === 'bad-phone'
        ? new Response('phone is not valid', { status: 422 })
        : new Response(null, { status: 201 });
    await outbox.replay();

    const refusal = {
      type: 'rejected',
      item: { kind: 'callback', key: 'bad-phone', queuedAt: expect.any(Number) },
      status: 422,
      message: 'phone is not valid',
    };
    expect(eventsOfType('rejected')).toEqual([refusal]);
    expect([...env.rejectedStore.entries()]).toEqual([['bad-phone', refusal]]);
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['good']);
    expect(queuedKeys()).toEqual([]);

    await outbox.replay();
    expect(keysThatReachedTheServer()).toEqual(['bad-phone', 'good']);
  });

  it('hands a recorded refusal to the next page that asks for the state, once', async () => {
    await leftInTheQueue(callMeRequest('bad-phone', { proof: freshProof() }));
    server.answer = () => Response.json({ code: 'invalid-phone' }, { status: 400 });
    // No page listens while the worker replays: the refusal waits in IndexedDB.
    await registerWorker(await startWorker());
    expect(env.rejectedStore.size).toBe(1);

    await tellWorker('OUTBOX_STATE');
    expect(env.posted).toEqual([
      { type: 'state', items: [] },
      {
        type: 'rejected',
        item: { kind: 'callback', key: 'bad-phone', queuedAt: expect.any(Number) },
        status: 400,
        message: '{"code":"invalid-phone"}',
      },
    ]);
    env.posted = [];
    await tellWorker('OUTBOX_STATE');
    expect(env.posted).toEqual([{ type: 'state', items: [] }]);
  });
});

describe('a 5xx or no connection: the write waits for a later replay', () => {
  it('keeps a write that got a 5xx queued and fails the replay, so Background Sync tries again', async () => {
    await leftInTheQueue(callMeRequest('call-1', { proof: freshProof() }));
    await startWorker();
    server.answer = () => new Response(null, { status: 500 });
    // What the browser's `sync` event runs.
    const syncEvent = env.queueOptions as { onSync: () => Promise<void> };
    await expect(syncEvent.onSync()).rejects.toThrow('Outbox replay got 500');
    expect(queuedKeys()).toEqual(['call-1']);
    expect(eventsOfType('state').at(-1)).toEqual({
      type: 'state',
      items: [{ kind: 'callback', key: 'call-1', queuedAt: expect.any(Number) }],
    });
    expect(eventsOfType('delivered')).toEqual([]);
    expect(eventsOfType('rejected')).toEqual([]);
    expect(env.rejectedStore.size).toBe(0);
  });

  // The request that goes out with a new proof is built from the queued one; what is put back must still have its body.
  it.each([
    ['that was queued without a proof', callMeRequest('call-1', { phone: '699000111' }), [new Response(null, { status: 503 })]],
    [
      'resent after a proof refusal',
      callMeRequest('call-1', { proof: freshProof(), phone: '699000111' }),
      [Response.json({ code: 'proof-expired' }, { status: 403 }), new Response(null, { status: 503 })],
    ],
  ])('keeps a write %s in the queue when its replay, with a proof solved here, gets a 5xx', async (_, request, answers: Answer[]) => {
    await leftInTheQueue(request);
    const outbox = await startWorker();
    server.answer = () => answers.shift() ?? new Response(null, { status: 201 });
    await expect(outbox.replay()).rejects.toThrow('Outbox replay got 503');
    expect(queuedKeys()).toEqual(['call-1']);

    server.reached = [];
    await outbox.replay();
    expect(keysThatReachedTheServer()).toEqual(['call-1']);
    expect(await server.reached[0]!.json()).toEqual({ phone: '699000111' });
  });

  it('tries a lost connection three times over four seconds, then keeps the write queued', async () => {
    await leftInTheQueue(callMeRequest('call-1', { proof: freshProof() }));
    const outbox = await startWorker();
    const triedAt: number[] = [];
    server.answer = () => (triedAt.push(Date.now()), 'no connection');
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const outcome = settled(outbox.replay());
    await vi.runAllTimersAsync();
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(triedAt.map((at) => at - triedAt[0]!)).toEqual([0, 1000, 4000]);
    expect(queuedKeys()).toEqual(['call-1']);
  });

  it('delivers in the same replay when the connection comes back between tries', async () => {
    await leftInTheQueue(callMeRequest('call-1', { proof: freshProof() }));
    const outbox = await startWorker();
    const answers: Answer[] = ['no connection', new Response(null, { status: 201 })];
    server.answer = () => answers.shift()!;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const outcome = settled(outbox.replay());
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('resolved');
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['call-1']);
    expect(queuedKeys()).toEqual([]);
  });
});

describe('the bot check on replay', () => {
  const proofOf = (request: Request) => decodeProof(request.headers.get(PROOF_HEADER) ?? '');

  it('solves a proof for a write queued without one', async () => {
    await leftInTheQueue(callMeRequest('call-1'));
    await (await startWorker()).replay();
    expect(proofOf(server.reached[0]!)).toEqual({
      challenge: challengeExpiringAt(expect.any(Number), 'challenge-1'),
      solution: { counter: 7, derivedKey: 'solved-in-the-worker' },
    });
  });

  it('sends a proof that outlives the trip as it is, and replaces one that expires within a minute', async () => {
    const lasting = proofExpiringAt(nowInSeconds() + 120);
    await leftInTheQueue(
      callMeRequest('lasting', { proof: lasting }),
      callMeRequest('expiring', { proof: proofExpiringAt(nowInSeconds() + 30) }),
    );
    await (await startWorker()).replay();
    expect(server.reached[0]!.headers.get(PROOF_HEADER)).toBe(lasting);
    expect(proofOf(server.reached[1]!)?.challenge.signature).toBe('challenge-1');
    expect(server.challengesHandedOut).toBe(1);
  });

  it('sends a write refused for its proof once more with a new one, and records a second refusal as refused', async () => {
    await leftInTheQueue(callMeRequest('call-1', { proof: freshProof() }));
    server.answer = () => Response.json({ code: 'proof-reused' }, { status: 403 });
    await (await startWorker()).replay();
    expect(keysThatReachedTheServer()).toEqual(['call-1', 'call-1']);
    expect(proofOf(server.reached[1]!)?.challenge.signature).toBe('challenge-1');
    expect(eventsOfType('rejected').map(({ status, message }) => ({ status, message }))).toEqual([
      { status: 403, message: '{"code":"proof-reused"}' },
    ]);
  });

  it('does not resend a write refused for anything but its proof', async () => {
    await leftInTheQueue(callMeRequest('call-1', { proof: freshProof() }));
    server.answer = () => Response.json({ code: 'invalid-phone' }, { status: 400 });
    await (await startWorker()).replay();
    expect(keysThatReachedTheServer()).toEqual(['call-1']);
    expect(server.challengesHandedOut).toBe(0);
  });

  it('sends the write as it is when the server hands out no challenge, and lets the server answer', async () => {
    await leftInTheQueue(callMeRequest('call-1'));
    server.challenge = () => new Response(null, { status: 404 });
    await (await startWorker()).replay();
    expect(server.reached[0]!.headers.has(PROOF_HEADER)).toBe(false);
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['call-1']);
  });

  it('keeps the write queued when the challenge cannot be fetched for want of a connection', async () => {
    await leftInTheQueue(callMeRequest('call-1'));
    server.challenge = () => 'no connection';
    await expect((await startWorker()).replay()).rejects.toBeInstanceOf(TypeError);
    expect(server.reached).toEqual([]);
    expect(queuedKeys()).toEqual(['call-1']);
  });
});

describe('browsers without Background Sync (Workbox replays from the queue constructor)', () => {
  it('start the worker and deliver what waits, and replay again later', async () => {
    env.backgroundSync = false;
    await leftInTheQueue(callMeRequest('before-start', { proof: freshProof() }));
    const outbox = await startWorker();
    await vi.waitFor(() => expect(keysThatReachedTheServer()).toEqual(['before-start']));

    await registerWorker(outbox);
    server.answer = () => 'no connection';
    await sendThroughWorker(callMeRequest('after-start', { proof: freshProof() }));
    server.answer = () => new Response(null, { status: 201 });
    await tellWorker('OUTBOX_REPLAY');
    expect(keysThatReachedTheServer()).toEqual(['before-start', 'after-start']);
  });
});

describe('writes the page sends through the worker', () => {
  it('takes only the outbox routes, on this origin', async () => {
    await registerWorker(await startWorker());
    const takes = (method: string, href: string) => {
      const url = new URL(href, origin);
      return env.routes.some(
        (route) =>
          route.method === method && route.match({ url, request: new Request(url, { method }), sameOrigin: url.origin === origin }),
      );
    };
    expect(takes('POST', '/telephony/ivrs/main/callback')).toBe(true);
    expect(takes('GET', '/rates/phone-lead')).toBe(true);
    expect(takes('POST', '/newsletter/subscribe')).toBe(true);
    expect(takes('GET', '/rates/leads')).toBe(false);
    expect(takes('POST', '/rates/quote')).toBe(false);
    expect(takes('POST', 'https://elsewhere.example/newsletter/subscribe')).toBe(false);
  });

  it("passes the server's answer below 500 to the page and queues nothing", async () => {
    await registerWorker(await startWorker());
    server.answer = (request) =>
      request.headers.get('Idempotency-Key') === 'ok'
        ? new Response('placed', { status: 201 })
        : new Response('phone is not valid', { status: 422 });
    const placed = await sendThroughWorker(callMeRequest('ok', { proof: freshProof() }));
    const refused = await sendThroughWorker(callMeRequest('bad', { proof: freshProof() }));
    expect([placed.status, await placed.text()]).toEqual([201, 'placed']);
    expect([refused.status, await refused.text()]).toEqual([422, 'phone is not valid']);
    expect(queuedKeys()).toEqual([]);
    expect(env.posted).toEqual([]);
  });

  it.each([
    ['no connection', (): Answer => 'no connection'],
    ['a 5xx', (): Answer => new Response(null, { status: 503 })],
  ])('queues the write on %s and answers the page that it is queued', async (_, answer) => {
    await registerWorker(await startWorker());
    server.answer = answer;
    const response = await sendThroughWorker(callMeRequest('call-1', { proof: freshProof(), phone: '699000111' }));
    expect(response.status).toBe(QUEUED_STATUS);
    expect(response.headers.get(QUEUED_HEADER)).toBe('queued');
    expect(await response.json()).toEqual({ queued: true });

    const item = { kind: 'callback', key: 'call-1', queuedAt: expect.any(Number) };
    expect(env.posted).toEqual([
      { type: 'queued', item },
      { type: 'state', items: [item] },
    ]);
    const [stored] = env.storedQueues.get('outbox-v1')!;
    expect(new Headers(stored!.headers).get('Idempotency-Key')).toBe('call-1');
    expect(JSON.parse(new TextDecoder().decode(stored!.body))).toEqual({ phone: '699000111' });
  });

  it('sends a write refused for its proof once more with a new one before answering the page', async () => {
    await registerWorker(await startWorker());
    const answers: Answer[] = [Response.json({ code: 'proof-expired' }, { status: 403 }), new Response(null, { status: 201 })];
    server.answer = () => answers.shift()!;
    const response = await sendThroughWorker(callMeRequest('call-1', { proof: freshProof() }));
    expect(response.status).toBe(201);
    expect(keysThatReachedTheServer()).toEqual(['call-1', 'call-1']);
    expect(decodeProof(server.reached[1]!.headers.get(PROOF_HEADER)!)?.challenge.signature).toBe('challenge-1');
  });

  it('tells a page that asks what waits in the queue', async () => {
    await leftInTheQueue(callMeRequest('call-1'), callMeRequest('call-2'));
    server.challenge = () => 'no connection';
    await registerWorker(await startWorker());
    await tellWorker('OUTBOX_STATE');
    expect(env.posted).toEqual([
      { type: 'state', items: ['call-1', 'call-2'].map((key) => ({ kind: 'callback', key, queuedAt: expect.any(Number) })) },
    ]);
  });

  it('keeps writes for a week', async () => {
    await startWorker();
    expect(env.queueOptions?.maxRetentionTime).toBe(7 * 24 * 60);
  });
});
