// @vitest-environment node
import { WRITE_RETENTION_MS } from '../../contracts/write-retention';
import { keysInMemory } from './idempotency-store';
import { createIdempotency } from './write-idempotency';

/** Said on an answer given again from the record. */
const REPLAYED_HEADER = 'idempotent-replayed';

/** A service that places a call each time it is asked, and says which. */
function service(answer: (call: number) => Response | Promise<Response> = (call) => Response.json({ id: `cb_${call}` }, { status: 201 })) {
  const calls: number[] = [];
  return { calls, act: async () => (calls.push(calls.length + 1), answer(calls.length)) };
}

afterEach(() => vi.useRealTimers());

describe('one action per Idempotency-Key', () => {
  it('acts for the first request and gives every repeat the first answer, marked as such', async () => {
    const idempotency = createIdempotency(keysInMemory());
    const { calls, act } = service();
    const first = await idempotency.once('key-1', 'same body', act);
    const repeat = await idempotency.once('key-1', 'same body', act);
    expect([first.status, await first.json(), first.headers.has(REPLAYED_HEADER)]).toEqual([201, { id: 'cb_1' }, false]);
    expect([repeat.status, await repeat.json(), repeat.headers.get(REPLAYED_HEADER)]).toEqual([201, { id: 'cb_1' }, 'true']);
    expect(calls).toEqual([1]);
  });

  it('makes a repeat that arrives while the first is on its way wait for its answer', async () => {
    const idempotency = createIdempotency(keysInMemory());
    let answer!: () => void;
    const { calls, act } = service(
      (call) => new Promise((resolve) => (answer = () => resolve(Response.json({ id: `cb_${call}` }, { status: 201 })))),
    );
    const first = idempotency.once('key-2', 'same body', act);
    const repeat = idempotency.once('key-2', 'same body', act);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls).toEqual([1]);
    answer();
    expect(await Promise.all([first, repeat].map(async (response) => (await response).json()))).toEqual([{ id: 'cb_1' }, { id: 'cb_1' }]);
    expect(calls).toEqual([1]);
  });

  it('refuses the key with another request with a 422, and acts for nothing', async () => {
    const idempotency = createIdempotency(keysInMemory());
    const { calls, act } = service();
    await idempotency.once('key-3', 'one body', act);
    const reused = await idempotency.once('key-3', 'another body', act);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency-key-reused' });
    expect(calls).toEqual([1]);
  });

  it.each([
    ['a 5xx', () => new Response(null, { status: 502 })],
    ['a refusal', () => Response.json({ error: 'Too Many Requests' }, { status: 429 })],
    ['no answer', () => Response.error()],
  ])('keeps nothing after %s, so the next attempt acts', async (_, failure) => {
    const idempotency = createIdempotency(keysInMemory());
    const { calls, act } = service((call) => (call === 1 ? failure() : Response.json({ id: `cb_${call}` }, { status: 201 })));
    expect((await idempotency.once('key-4', 'body', act)).status).not.toBe(201);
    expect(await (await idempotency.once('key-4', 'body', act)).json()).toEqual({ id: 'cb_2' });
    expect(calls).toEqual([1, 2]);
  });

  it('frees the key when the action throws', async () => {
    const idempotency = createIdempotency(keysInMemory());
    await expect(idempotency.once('key-5', 'body', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await idempotency.once('key-5', 'body', service().act)).status).toBe(201);
  });

  it('lets a repeat take over a claim its process stopped renewing, and tells one that waited too long to come back', async () => {
    const store = keysInMemory();
    // A process that claimed the key and died: its claim is never renewed or settled.
    await store.claim('key-6', { state: 'pending', fingerprint: 'body', owner: 'gone' }, 100);
    const { calls, act } = service();
    expect((await createIdempotency(store, { claimMs: 100 }).once('key-6', 'body', act)).status).toBe(201);
    expect(calls).toEqual([1]);

    await store.claim('key-7', { state: 'pending', fingerprint: 'body', owner: 'slow' }, 60_000);
    const busy = await createIdempotency(store, { waitMs: 100 }).once('key-7', 'body', act);
    expect([busy.status, busy.headers.get('retry-after')]).toEqual([503, '5']);
    expect(calls).toEqual([1]);
  });

  it("keeps a slow first request's claim alive past its first term", async () => {
    const idempotency = createIdempotency(keysInMemory(), { claimMs: 90 });
    const { calls, act } = service(async (call) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return Response.json({ id: `cb_${call}` }, { status: 201 });
    });
    const first = idempotency.once('key-8', 'body', act);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const repeat = await idempotency.once('key-8', 'body', act);
    expect(await repeat.json()).toEqual({ id: 'cb_1' });
    await first;
    expect(calls).toEqual([1]);
  });

  it("remembers an answer for the outbox's retention, and no longer", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const idempotency = createIdempotency(keysInMemory());
    const { calls, act } = service();
    await idempotency.once('key-9', 'body', act);
    vi.setSystemTime(Date.now() + WRITE_RETENTION_MS - 1000);
    expect((await idempotency.once('key-9', 'body', act)).headers.get(REPLAYED_HEADER)).toBe('true');
    vi.setSystemTime(Date.now() + 2000);
    expect((await idempotency.once('key-9', 'body', act)).headers.has(REPLAYED_HEADER)).toBe(false);
    expect(calls).toEqual([1, 2]);
  });
});
