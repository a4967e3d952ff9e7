// Every branch of keep-or-end for one attempt at a queued write (outbox-attempt.ts): what it comes to,
// what reached the server, and what was kept with the write before it left.
import { WRITE_RETENTION_MS } from '../src/contracts/write-retention';
import type { QueuedWrite } from './outbox-queue';
import {
  callMeRequest,
  freshProof,
  keysThatReachedTheServer,
  proofExpiringAt,
  proofOf,
  resetWorld,
  server,
  startWorker,
  tidyWorld,
  type Answer,
  type Worker,
} from '../tests/setup/outbox-worker';

let worker: Worker;
beforeEach(async () => {
  resetWorld();
  worker = await startWorker();
});
afterEach(tidyWorld);

/** The write as the queue keeps it. */
async function queued(request: Request, queuedAt = Date.now()): Promise<QueuedWrite> {
  await worker.queue.push(request, { kind: 'callback', key: request.headers.get('Idempotency-Key') ?? 'no-key', queuedAt });
  return (await worker.queue.peek())!.write;
}

/** One attempt; what it comes to and what it kept with the write. */
async function attemptAt(write: QueuedWrite) {
  const saved: QueuedWrite[] = [];
  const outcome = await worker.attempt(write, async (kept) => void saved.push(kept));
  return { outcome, saved };
}

const answers = (...list: Answer[]) => (server.answer = () => list.shift() ?? new Response(null, { status: 201 }));

describe('an answer ends the write', () => {
  it('delivered on a 2xx', async () => {
    const { outcome } = await attemptAt(await queued(callMeRequest('k', { proof: freshProof() })));
    expect(outcome).toEqual({ end: 'delivered' });
    expect(keysThatReachedTheServer()).toEqual(['k']);
  });

  it('refused on a 4xx that refuses the write, with what the server said', async () => {
    answers(new Response('phone is not valid', { status: 422 }));
    expect((await attemptAt(await queued(callMeRequest('k', { proof: freshProof() })))).outcome).toEqual({
      end: 'rejected',
      status: 422,
      message: 'phone is not valid',
    });
  });

  it('refused on a limit (429): the visitor is told, it is not sent again', async () => {
    answers(Response.json({ error: 'Too Many Requests' }, { status: 429, headers: { 'retry-after': '3600' } }));
    expect((await attemptAt(await queued(callMeRequest('k', { proof: freshProof() })))).outcome).toMatchObject({
      end: 'rejected',
      status: 429,
    });
  });

  it('expired when older than the retention, without being sent (the server no longer remembers its key)', async () => {
    const write = await queued(callMeRequest('k', { proof: freshProof() }), Date.now() - WRITE_RETENTION_MS - 1000);
    expect((await attemptAt(write)).outcome).toEqual({ end: 'expired' });
    expect(server.reached).toEqual([]);
  });
});

describe('everything else keeps the write', () => {
  it.each([
    ['no connection', 'no connection' as const, { keep: 'no connection' }],
    ['a timeout', 'timeout' as const, { keep: 'timed out' }],
    ['a 500', new Response(null, { status: 500 }), { keep: 'answered 500' }],
    ['a 502', new Response(null, { status: 502 }), { keep: 'answered 502' }],
    [
      'a 503 with Retry-After',
      new Response(null, { status: 503, headers: { 'retry-after': '5' } }),
      { keep: 'answered 503', retryAfterMs: 5000 },
    ],
    ['a 504', new Response(null, { status: 504 }), { keep: 'answered 504' }],
    ['a 408', new Response(null, { status: 408 }), { keep: 'answered 408' }],
    ['a 425', new Response(null, { status: 425 }), { keep: 'answered 425' }],
  ])('on %s', async (_, answer: Answer, outcome) => {
    answers(answer);
    expect((await attemptAt(await queued(callMeRequest('k', { proof: freshProof() })))).outcome).toEqual(outcome);
  });

  it.each([
    ['cannot be fetched for want of a connection', (): Answer => 'no connection', undefined],
    ['answers 503', (): Answer => new Response(null, { status: 503 }), undefined],
    ['times out', (): Answer => 'timeout', undefined],
    [
      'is refused for the limit',
      (): Answer => Response.json({ kind: 'challenge' }, { status: 429, headers: { 'retry-after': '42' } }),
      42_000,
    ],
  ])('when the challenge %s: the write is not sent without a proof', async (_, challenge, retryAfterMs) => {
    server.challenge = challenge;
    const { outcome } = await attemptAt(await queued(callMeRequest('k')));
    expect(outcome).toEqual({ keep: 'no bot-check challenge', retryAfterMs });
    expect(server.reached).toEqual([]);
  });

  it('when the challenge cannot be solved', async () => {
    const solver = await import('../src/api/solve-proof');
    vi.spyOn(solver, 'solveHere').mockRejectedValueOnce(new Error('The bot check could not be solved in time'));
    expect((await attemptAt(await queued(callMeRequest('k')))).outcome).toEqual({ keep: 'no bot-check challenge' });
    expect(server.reached).toEqual([]);
  });

  it('when the server refuses a new proof too', async () => {
    answers(Response.json({ code: 'proof-reused' }, { status: 403 }), Response.json({ code: 'proof-invalid' }, { status: 403 }));
    expect((await attemptAt(await queued(callMeRequest('k', { proof: freshProof() })))).outcome).toEqual({ keep: 'proof refused twice' });
    expect(keysThatReachedTheServer()).toEqual(['k', 'k']);
  });
});

describe('the proof a write leaves with', () => {
  it('is the one it was queued with while that lasts, and a new one solved here when it would expire on the way', async () => {
    const lasting = proofExpiringAt(Math.floor(Date.now() / 1000) + 120);
    await attemptAt(await queued(callMeRequest('lasting', { proof: lasting })));
    await worker.queue.remove((await worker.queue.peek())!.id);
    const { saved } = await attemptAt(
      await queued(callMeRequest('expiring', { proof: proofExpiringAt(Math.floor(Date.now() / 1000) + 30) })),
    );
    expect(server.reached.map(proofOf)).toEqual([lasting, saved.at(-1)!.proof]);
    expect(server.challengesHandedOut).toBe(1);
  });

  it('is kept with the write before it leaves, so a worker stopped on the way sends the same one without solving again', async () => {
    server.answer = () => new Promise<Answer>(() => undefined);
    const write = await queued(callMeRequest('k'));
    const { id } = (await worker.queue.peek())!;
    void worker.attempt(write, (kept) => worker.queue.update(id, kept));
    await vi.waitFor(() => expect(server.reached).toHaveLength(1));
    // The worker is stopped here; the next one finds the write, with its proof.
    worker = await startWorker();
    server.answer = () => new Response(null, { status: 201 });
    const again = (await worker.queue.peek())!.write;
    expect((await attemptAt(again)).outcome).toEqual({ end: 'delivered' });
    expect(server.reached.map(proofOf)).toEqual([proofOf(server.reached[0]!), proofOf(server.reached[0]!)]);
    expect(server.challengesHandedOut).toBe(1);
  });

  it('is replaced once when the server refuses it, under the same Idempotency-Key and body', async () => {
    answers(Response.json({ code: 'proof-expired' }, { status: 403 }));
    const { outcome } = await attemptAt(await queued(callMeRequest('k', { proof: freshProof(), phone: '699000111' })));
    expect(outcome).toEqual({ end: 'delivered' });
    expect(keysThatReachedTheServer()).toEqual(['k', 'k']);
    expect(proofOf(server.reached[1]!)).not.toBe(proofOf(server.reached[0]!));
    expect(await Promise.all(server.reached.map((request) => request.json()))).toEqual(Array(2).fill({ phone: '699000111' }));
  });

  it('is solved on from where a worker stopped mid-solve got to, on the same challenge', async () => {
    const solver = await import('../src/api/solve-proof');
    const from: Array<number | undefined> = [];
    vi.spyOn(solver, 'solveHere').mockImplementation(async (_challenge, progress) => {
      from.push(progress?.from);
      if (from.length > 1) return { counter: 77, derivedKey: 'solved-after-all' };
      await progress!.onProgress!(60);
      // The worker is stopped here.
      return new Promise(() => undefined);
    });
    const { id } =
      (await worker.queue.push(callMeRequest('k'), { kind: 'callback', key: 'k', queuedAt: Date.now() }), (await worker.queue.peek())!);
    void worker.attempt((await worker.queue.peek())!.write, (kept) => worker.queue.update(id, kept));
    await vi.waitFor(async () => expect((await worker.queue.peek())!.write.solving?.from).toBe(60));

    worker = await startWorker();
    const { write } = (await worker.queue.peek())!;
    expect((await attemptAt(write)).outcome).toEqual({ end: 'delivered' });
    expect(from).toEqual([0, 60]);
    expect(server.challengesHandedOut).toBe(1);
  });

  it('is none when the site hands out no challenges (404): the write goes as it is, and the server answers', async () => {
    server.challenge = () => new Response(null, { status: 404 });
    expect((await attemptAt(await queued(callMeRequest('k')))).outcome).toEqual({ end: 'delivered' });
    expect(proofOf(server.reached[0]!)).toBeNull();
  });
});
