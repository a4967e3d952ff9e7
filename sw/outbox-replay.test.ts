// The replay (outbox-replay.ts): oldest first and nothing behind a write that waits, pauses that double,
// one replay at a time, nothing lost to a worker stopped mid-send, refusals shown once.
import {
  callMeRequest,
  env,
  eventsOfType,
  freshProof,
  keysThatReachedTheServer,
  leadRequest,
  leftInTheQueue,
  proofOf,
  queuedKeys,
  registerWorker,
  resetWorld,
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

const calls = (...keys: string[]) => keys.map((key) => callMeRequest(key, { proof: freshProof() }));

describe('order', () => {
  it('delivers queued writes oldest first and says so to the page in the same order', async () => {
    const worker = await startWorker();
    await leftInTheQueue(worker, ...calls('first', 'second', 'third'));
    await worker.replay();
    expect(keysThatReachedTheServer()).toEqual(['first', 'second', 'third']);
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['first', 'second', 'third']);
    expect(await queuedKeys(worker)).toEqual([]);
    expect(eventsOfType('state').at(-1)).toEqual({ type: 'state', items: [] });
  });

  it('keeps a write that must wait at the head, sends nothing behind it, pauses 1, 2, 4, 8 and 16 s, then leaves it to Background Sync', async () => {
    const register = vi.fn(async () => undefined);
    vi.stubGlobal('registration', { sync: { register } });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const worker = await startWorker();
    await leftInTheQueue(worker, ...calls('first', 'second'));
    const triedAt: number[] = [];
    server.answer = () => (triedAt.push(Date.now()), new Response(null, { status: 503 }));
    const outcome = await untilSettled(settled(worker.replay()));
    expect(String(outcome)).toContain('answered 503');
    expect(triedAt.map((at) => at - triedAt[0]!)).toEqual([0, 1000, 3000, 7000, 15_000, 31_000]);
    expect(new Set(keysThatReachedTheServer())).toEqual(new Set(['first']));
    expect(await queuedKeys(worker)).toEqual(['first', 'second']);
    expect(register).toHaveBeenCalledWith('crypto-web-outbox');
    expect(eventsOfType('delivered')).toEqual([]);
  });

  it('delivers in the same replay when the server answers again between tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const worker = await startWorker();
    await leftInTheQueue(worker, ...calls('first', 'second'));
    const answers: Answer[] = ['no connection', new Response(null, { status: 502 }), new Response(null, { status: 504 })];
    server.answer = () => answers.shift() ?? new Response(null, { status: 201 });
    expect(await untilSettled(settled(worker.replay()))).toBe('resolved');
    expect(keysThatReachedTheServer()).toEqual(['first', 'first', 'first', 'second']);
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['first', 'second']);
  });

  /** A replay of 'first' that the server has asked to pause for a minute (the test would time out waiting for it). */
  async function pausedByTheServer() {
    const worker = await startWorker();
    await registerWorker(worker);
    await leftInTheQueue(worker, ...calls('first'));
    const answers: Answer[] = [new Response(null, { status: 503, headers: { 'retry-after': '60' } })];
    server.answer = () => answers.shift() ?? new Response(null, { status: 201 });
    const replaying = worker.replay();
    await vi.waitFor(() => expect(answers).toEqual([]));
    return { worker, replaying };
  }

  it("cuts a pause short on the visitor's own occasion (back online, retry now)", async () => {
    const { replaying } = await pausedByTheServer();
    await tellWorker({ type: 'OUTBOX_REPLAY' });
    await replaying;
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['first']);
  });

  it("leaves a running replay its pause when a page's schedule asks, and starts one when none runs", async () => {
    const { worker, replaying } = await pausedByTheServer();
    // Asked as often as a page's schedule ever asks, and more: the server's minute holds.
    const asked = Array.from({ length: 5 }, () => tellWorker({ type: 'OUTBOX_REPLAY', keepPause: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keysThatReachedTheServer()).toEqual(['first']);
    await tellWorker({ type: 'OUTBOX_REPLAY' });
    await Promise.all([replaying, ...asked]);
    expect(keysThatReachedTheServer()).toEqual(['first', 'first']);

    // Nothing runs now: the page's ask starts a replay, which sends what waits.
    await leftInTheQueue(worker, ...calls('second'));
    await tellWorker({ type: 'OUTBOX_REPLAY', keepPause: true });
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['first', 'second']);
  });
});

describe('exactly once, with the server keeping each key', () => {
  it('runs one replay at a time: one asked for meanwhile sends nothing of its own', async () => {
    const worker = await startWorker();
    await registerWorker(worker);
    let answerFirst!: () => void;
    server.answer = (request) =>
      request.headers.get('Idempotency-Key') === 'first'
        ? new Promise<Answer>((resolve) => (answerFirst = () => resolve(new Response(null, { status: 201 }))))
        : new Response(null, { status: 201 });
    await leftInTheQueue(worker, ...calls('first', 'second'));
    const fromSync = worker.replay();
    await vi.waitFor(() => expect(keysThatReachedTheServer()).toEqual(['first']));
    const fromPage = tellWorker({ type: 'OUTBOX_REPLAY' });
    const fromSchedule = tellWorker({ type: 'OUTBOX_REPLAY', keepPause: true });
    const another = worker.replay();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keysThatReachedTheServer()).toEqual(['first']);
    answerFirst();
    await Promise.all([fromSync, fromPage, fromSchedule, another]);
    expect(keysThatReachedTheServer()).toEqual(['first', 'second']);
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['first', 'second']);
  });

  it('keeps a write whose worker is stopped while it is on its way, and the next worker sends it again under its key', async () => {
    const first = await startWorker();
    await leftInTheQueue(first, ...calls('on-its-way', 'behind'));
    // The server acts, but its answer never reaches this worker: the worker is stopped first.
    server.answer = () => new Promise<Answer>(() => undefined);
    void first.replay();
    await vi.waitFor(() => expect(keysThatReachedTheServer()).toEqual(['on-its-way']));

    server.answer = () => new Response(null, { status: 201 });
    env.posted = [];
    const second = await startWorker();
    expect(await queuedKeys(second)).toEqual(['on-its-way', 'behind']);
    await second.replay();
    expect(keysThatReachedTheServer()).toEqual(['on-its-way', 'on-its-way', 'behind']);
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['on-its-way', 'behind']);
  });

  it('keeps a solution with the first waiting write of each other kind, so a restarted worker need not solve for it', async () => {
    const first = await startWorker();
    await leftInTheQueue(first, callMeRequest('call-1'), leadRequest('lead-1'), callMeRequest('call-2'));
    server.answer = () => new Promise<Answer>(() => undefined);
    void first.replay();
    await vi.waitFor(() => expect(keysThatReachedTheServer()).toEqual(['call-1']));

    server.answer = () => new Response(null, { status: 201 });
    await (await startWorker()).replay();
    const [stopped, call1, lead1, call2] = server.reached.map(proofOf);
    expect(keysThatReachedTheServer()).toEqual(['call-1', 'call-1', 'lead-1', 'call-2']);
    expect([call1, lead1]).toEqual([stopped, stopped]);
    expect(call2).not.toBe(stopped);
    expect(server.challengesHandedOut).toBe(2);
  });

  it('does not send a delivered write again when a later worker starts', async () => {
    const worker = await startWorker();
    await leftInTheQueue(worker, ...calls('only'));
    await worker.replay();
    await registerWorker(await startWorker());
    await tellWorker({ type: 'OUTBOX_REPLAY' });
    expect(keysThatReachedTheServer()).toEqual(['only']);
  });
});

describe('a write that ends without being delivered is shown once', () => {
  it('records the refusal before dropping the write, tells the page, and goes on with the next one', async () => {
    const worker = await startWorker();
    await leftInTheQueue(worker, ...calls('bad-phone', 'good'));
    server.answer = (request) =>
      request.headers.get('Idempotency-Key') === 'bad-phone'
        ? new Response('phone is not valid', { status: 422 })
        : new Response(null, { status: 201 });
    await worker.replay();
    const refusal = {
      type: 'rejected',
      item: { kind: 'callback', key: 'bad-phone', queuedAt: expect.any(Number) },
      status: 422,
      message: 'phone is not valid',
    };
    expect(eventsOfType('rejected')).toEqual([refusal]);
    expect(eventsOfType('delivered').map((event) => event.item.key)).toEqual(['good']);
    expect(await queuedKeys(worker)).toEqual([]);
    await worker.replay();
    expect(keysThatReachedTheServer()).toEqual(['bad-phone', 'good']);
  });

  it('hands a refusal no page saw to each page that asks, until one says it has shown it', async () => {
    const worker = await startWorker();
    await leftInTheQueue(worker, ...calls('bad-phone'));
    server.answer = () => Response.json({ code: 'invalid-phone' }, { status: 400 });
    await registerWorker(worker);
    const refusal = {
      type: 'rejected',
      item: { kind: 'callback', key: 'bad-phone', queuedAt: expect.any(Number) },
      status: 400,
      message: '{"code":"invalid-phone"}',
    };

    await tellWorker({ type: 'OUTBOX_STATE' });
    await tellWorker({ type: 'OUTBOX_STATE' });
    expect(env.posted).toEqual([{ type: 'state', items: [] }, refusal, { type: 'state', items: [] }, refusal]);
    env.posted = [];
    await tellWorker({ type: 'OUTBOX_SEEN', key: 'bad-phone' });
    await registerWorker(await startWorker());
    await tellWorker({ type: 'OUTBOX_STATE' });
    expect(env.posted).toEqual([{ type: 'state', items: [] }]);
  });

  it('ends a write older than the retention as expired, unsent, and keeps that for the page', async () => {
    const worker = await startWorker();
    await worker.queue.push(callMeRequest('old', { proof: freshProof() }), {
      kind: 'callback',
      key: 'old',
      queuedAt: Date.now() - 8 * 24 * 3600 * 1000,
    });
    await worker.replay();
    expect(server.reached).toEqual([]);
    expect(eventsOfType('expired')).toEqual([{ type: 'expired', item: { kind: 'callback', key: 'old', queuedAt: expect.any(Number) } }]);
    env.posted = [];
    await registerWorker(worker);
    await tellWorker({ type: 'OUTBOX_STATE' });
    expect(eventsOfType('expired').map((event) => event.item.key)).toEqual(['old']);
  });
});
