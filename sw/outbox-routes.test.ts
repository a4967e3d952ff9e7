// What the page meets (outbox.ts): writes it sends through the worker are answered or queued, the worker
// says what waits, Background Sync and every start replay, and writes an earlier version queued are moved over.
import { PROOF_HEADER } from '../src/api/proof-of-work';
import { QUEUED_HEADER, QUEUED_STATUS } from '../src/offline/outbox-kinds';
import {
  callMeRequest,
  env,
  eventsOfType,
  fireSync,
  freshProof,
  keysThatReachedTheServer,
  leftInTheQueue,
  origin,
  proofOf,
  queuedKeys,
  registerWorker,
  resetWorld,
  sendThroughWorker,
  server,
  settled,
  startWorker,
  tellWorker,
  tidyWorld,
  untilSettled,
  type Answer,
} from '../tests/setup/outbox-worker';

beforeEach(resetWorld);
afterEach(tidyWorld);

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

  it('passes an answer that ends the write (delivered, or refused for the visitor to see) to the page and queues nothing', async () => {
    const worker = await startWorker();
    await registerWorker(worker);
    server.answer = (request) =>
      request.headers.get('Idempotency-Key') === 'ok'
        ? new Response('placed', { status: 201 })
        : new Response('phone is not valid', { status: 422 });
    const placed = await sendThroughWorker(callMeRequest('ok', { proof: freshProof() }));
    const refused = await sendThroughWorker(callMeRequest('bad', { proof: freshProof() }));
    expect([placed.status, await placed.text()]).toEqual([201, 'placed']);
    expect([refused.status, await refused.text()]).toEqual([422, 'phone is not valid']);
    expect(await queuedKeys(worker)).toEqual([]);
    expect(env.posted).toEqual([]);
  });

  it.each([
    ['no connection', (): Answer => 'no connection'],
    ['a timeout', (): Answer => 'timeout'],
    ['a 5xx', (): Answer => new Response(null, { status: 503 })],
    ['a 408', (): Answer => new Response(null, { status: 408 })],
  ])('queues the write on %s and answers the page that it is queued', async (_, answer) => {
    const worker = await startWorker();
    await registerWorker(worker);
    server.answer = answer;
    const response = await sendThroughWorker(callMeRequest('call-1', { proof: freshProof(), phone: '699000111' }));
    expect([response.status, response.headers.get(QUEUED_HEADER), await response.json()]).toEqual([
      QUEUED_STATUS,
      'queued',
      { queued: true },
    ]);
    const item = { kind: 'callback', key: 'call-1', queuedAt: expect.any(Number) };
    expect(env.posted).toEqual([
      { type: 'queued', item },
      { type: 'state', items: [item] },
    ]);
    const { write } = (await worker.queue.peek())!;
    expect(new Headers(write.headers).get('Idempotency-Key')).toBe('call-1');
    expect(JSON.parse(new TextDecoder().decode(write.body))).toEqual({ phone: '699000111' });
  });

  it('queues a write that came without an Idempotency-Key under a new one, and replays it under that key', async () => {
    const worker = await startWorker();
    await registerWorker(worker);
    server.answer = () => 'no connection';
    await sendThroughWorker(callMeRequest(undefined, { proof: freshProof() }));
    const [key] = await queuedKeys(worker);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    server.answer = () => new Response(null, { status: 201 });
    await tellWorker({ type: 'OUTBOX_REPLAY' });
    expect(keysThatReachedTheServer()).toEqual([key]);
  });

  it('sends a write refused for its proof once more with a new one before answering the page', async () => {
    await registerWorker(await startWorker());
    const answers: Answer[] = [Response.json({ code: 'proof-expired' }, { status: 403 }), new Response(null, { status: 201 })];
    server.answer = () => answers.shift()!;
    const response = await sendThroughWorker(callMeRequest('call-1', { proof: freshProof() }));
    expect(response.status).toBe(201);
    expect(keysThatReachedTheServer()).toEqual(['call-1', 'call-1']);
    expect(proofOf(server.reached[1]!)).not.toBe(proofOf(server.reached[0]!));
  });

  it('lets the page hear a proof refusal when no new challenge can be had, so the visitor is told at once', async () => {
    const worker = await startWorker();
    await registerWorker(worker);
    server.answer = () => Response.json({ code: 'proof-missing' }, { status: 400 });
    server.challenge = () => new Response(null, { status: 503 });
    const response = await sendThroughWorker(callMeRequest('call-1'));
    expect([response.status, await response.json()]).toEqual([400, { code: 'proof-missing' }]);
    expect(await queuedKeys(worker)).toEqual([]);
  });

  it('tells a page that asks what waits', async () => {
    const worker = await startWorker();
    await registerWorker(worker);
    await leftInTheQueue(worker, callMeRequest('call-1'), callMeRequest('call-2'));
    await tellWorker({ type: 'OUTBOX_STATE' });
    expect(env.posted).toEqual([
      { type: 'state', items: ['call-1', 'call-2'].map((key) => ({ kind: 'callback', key, queuedAt: expect.any(Number) })) },
    ]);
  });
});

describe('occasions to replay', () => {
  it('replays on Background Sync, whose event fails while a write still waits, so the browser tries again', async () => {
    const worker = await startWorker();
    await registerWorker(worker);
    await leftInTheQueue(worker, callMeRequest('call-1', { proof: freshProof() }));
    server.answer = () => Response.json({ code: 'proof-reused' }, { status: 403 });
    server.challenge = () => 'no connection';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(await untilSettled(settled(fireSync()))).toBeInstanceOf(Error);
    expect(await queuedKeys(worker)).toEqual(['call-1']);
    vi.useRealTimers();
    server.answer = () => new Response(null, { status: 201 });
    server.challenge = () => Response.json({ parameters: { expiresAt: Math.floor(Date.now() / 1000) + 600 }, signature: 's' });
    await fireSync();
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['call-1']);
  });

  it('delivers what waits whenever the worker starts (browsers without Background Sync have no other occasion of their own)', async () => {
    const worker = await startWorker();
    await leftInTheQueue(worker, callMeRequest('before-start', { proof: freshProof() }));
    await registerWorker(await startWorker());
    expect(keysThatReachedTheServer()).toEqual(['before-start']);
  });

  it('moves the writes an earlier version queued with Workbox, oldest first, none twice, and delivers them', async () => {
    const item = (key: string) => ({ kind: 'callback', key, queuedAt: Date.now() });
    const worker = await startWorker();
    // One of them was already moved by a worker stopped halfway through.
    await worker.queue.push(callMeRequest('old-1', { proof: freshProof() }), item('old-1') as never);
    env.legacy = ['old-1', 'old-2'].map((key) => ({ request: callMeRequest(undefined, { proof: freshProof() }), metadata: item(key) }));
    await registerWorker(await startWorker());
    expect(keysThatReachedTheServer()).toEqual(['old-1', 'old-2']);
    expect(env.legacy).toEqual([]);
    expect(server.reached.every((request) => request.headers.has(PROOF_HEADER))).toBe(true);
  });
});
