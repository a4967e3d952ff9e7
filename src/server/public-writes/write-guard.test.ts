// @vitest-environment node
import type { GuardConfig } from './write-config';
import { createWriteGuard, type WriteGuard } from './write-guard';
import { CHALLENGE_PATH, PROOF_HEADER, proofFor, type Challenge } from '../../api/proof-of-work';
import { solveHere } from '../../api/solve-proof';

// Little proof-of-work, so the tests run fast; the defaults are checked in write-config.test.ts.
const config: GuardConfig = {
  writesPerIpPerHour: 2,
  callbacksPerNumber: 3,
  callbackWindowHours: 24,
  challengesPerMinute: 1000,
  proof: { secret: 'test-secret', cost: 10, maxCounter: 40, ttlSeconds: 600 },
  trustProxy: false,
  telephonyKey: 'telephony-secret',
  ratesKey: 'rates-secret',
};

/** What the page does: asks this guard for a challenge and solves it. */
async function solved(guard: WriteGuard): Promise<Record<string, string>> {
  const answer = await guard.handle(new Request(`http://site.test${CHALLENGE_PATH}`), '198.51.100.200', () =>
    Promise.reject(new Error('not forwarded')),
  );
  const proof = await proofFor((await answer.json()) as Challenge, solveHere);
  return { 'content-type': 'application/json', [PROOF_HEADER]: proof.header };
}

let keys = 0;
const callBack = (number: number, headers: Record<string, string>) =>
  new Request('http://site.test/telephony/ivrs/demo-ivr/callback', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `key-${++keys}` },
    body: JSON.stringify({ to_number: number, timeout: 60, clir: false }),
  });
const signUp = (headers: Record<string, string>) =>
  new Request('http://site.test/newsletter/subscribe?email=a%40b.es', { method: 'POST', headers });

function recorder() {
  const sent: Request[] = [];
  return { sent, forward: async (req: Request) => (sent.push(req), new Response('{"status":"queued","id":"cb_1"}', { status: 201 })) };
}

describe('createWriteGuard (in memory)', () => {
  it('adds the credential, keeps the Idempotency-Key and the proof, drops the honeypot', async () => {
    const guard = createWriteGuard(config);
    const { sent, forward } = recorder();
    const request = callBack(34612000001, await solved(guard));
    const answer = await guard.handle(request, '198.51.100.1', forward);
    expect(answer.status).toBe(201);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer telephony-secret');
    expect(sent[0]!.headers.get('idempotency-key')).toBe(request.headers.get('idempotency-key'));
    expect(sent[0]!.headers.get(PROOF_HEADER)).toBe(request.headers.get(PROOF_HEADER));
    expect(sent[0]!.headers.has('x-form-honeypot')).toBe(false);
    expect(await sent[0]!.json()).toEqual({ to_number: 34612000001, timeout: 60, clir: false });
    // Nothing of the credential in what the browser gets back.
    expect(JSON.stringify([...answer.headers]) + (await answer.text())).not.toContain('telephony-secret');
  });

  it('refuses the fourth call-back to one number with 429 and Retry-After, whatever the IP', async () => {
    const guard = createWriteGuard({ ...config, writesPerIpPerHour: 100 });
    const { sent, forward } = recorder();
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await guard.handle(callBack(34612000002, await solved(guard)), ip, forward)).status).toBe(201);
    const refused = await guard.handle(callBack(34612000002, await solved(guard)), '198.51.100.4', forward);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await refused.json()).toMatchObject({ kind: 'callback', retryAfter: expect.any(Number) });
    expect(sent).toHaveLength(3);
    expect((await guard.handle(callBack(34612000003, await solved(guard)), '198.51.100.4', forward)).status).toBe(201);
  });

  it('refuses writes of a kind from one IP past the hourly limit, per kind', async () => {
    const guard = createWriteGuard(config);
    const { forward } = recorder();
    expect((await guard.handle(signUp(await solved(guard)), '198.51.100.7', forward)).status).toBe(201);
    expect((await guard.handle(signUp(await solved(guard)), '198.51.100.7', forward)).status).toBe(201);
    const refused = await guard.handle(signUp(await solved(guard)), '198.51.100.7', forward);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await guard.handle(signUp(await solved(guard)), '198.51.100.8', forward)).status).toBe(201);
    expect((await guard.handle(callBack(34612000004, await solved(guard)), '198.51.100.7', forward)).status).toBe(201);
  });

  it('answers only a filled honeypot with the usual success, and delivers nothing', async () => {
    const guard = createWriteGuard(config);
    const { sent, forward } = recorder();
    const trapped = await guard.handle(signUp({ 'x-form-honeypot': 'https://spam.example' }), '198.51.100.9', forward);
    expect(trapped.status).toBe(200);
    expect(await trapped.json()).toEqual({ result: 'success' });
    expect(sent).toHaveLength(0);
    expect(guard.dropped()).toEqual({ newsletter: 1 });
  });

  it('refuses a write without a solved challenge with a JSON 4xx naming what is missing, whatever the fill time says', async () => {
    const guard = createWriteGuard(config);
    const { sent, forward } = recorder();
    const forged = await guard.handle(
      callBack(34612000005, { 'content-type': 'application/json', 'x-form-fill-ms': '8000' }),
      '198.51.100.9',
      forward,
    );
    expect(forged.status).toBe(400);
    expect(forged.headers.get('content-type')).toContain('application/json');
    expect(await forged.json()).toMatchObject({
      code: 'proof-missing',
      missing: PROOF_HEADER,
      challenge: CHALLENGE_PATH,
      error: expect.stringContaining(PROOF_HEADER),
    });
    const made = await guard.handle(
      callBack(34612000005, { [PROOF_HEADER]: btoa('{"challenge":{"parameters":{}},"solution":{"counter":1,"derivedKey":"00"}}') }),
      '198.51.100.9',
      forward,
    );
    expect(made.status).toBe(403);
    expect(await made.json()).toMatchObject({ code: 'proof-invalid' });
    expect(sent).toHaveLength(0);
    expect(guard.refused()).toEqual({ callback: 2 });
  });

  it('takes one solution for one call-back only, and its replay under the same Idempotency-Key', async () => {
    const guard = createWriteGuard({ ...config, writesPerIpPerHour: 100 });
    const { sent, forward } = recorder();
    const proof = await solved(guard);
    const first = callBack(34612000006, proof);
    expect((await guard.handle(first.clone(), '198.51.100.13', forward)).status).toBe(201);
    const replayed = await guard.handle(first.clone(), '198.51.100.13', forward);
    expect([replayed.status, replayed.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    const another = await guard.handle(callBack(34612000007, proof), '198.51.100.13', forward);
    expect(another.status).toBe(403);
    expect(await another.json()).toMatchObject({ code: 'proof-reused' });
    expect(sent).toHaveLength(1);
  });

  it('acts once per Idempotency-Key: a repeat gets the first answer without counting again, another body a 422', async () => {
    // One write of a kind an hour from this IP: a repeat of it must not be refused by that limit.
    const guard = createWriteGuard({ ...config, writesPerIpPerHour: 1 });
    const { sent, forward } = recorder();
    const write = callBack(34612000008, await solved(guard));
    const answers = await Promise.all([1, 2, 3].map(() => guard.handle(write.clone(), '198.51.100.14', forward)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual(Array(3).fill({ status: 'queued', id: 'cb_1' }));
    expect(sent).toHaveLength(1);
    const reused = await guard.handle(
      new Request(write.url, {
        method: 'POST',
        // A new solution: the first one is spent on the first body.
        headers: { ...(await solved(guard)), 'idempotency-key': write.headers.get('idempotency-key')! },
        body: JSON.stringify({ to_number: 34612000009, timeout: 60, clir: false }),
      }),
      '198.51.100.14',
      forward,
    );
    expect(reused.status).toBe(422);
    expect(sent).toHaveLength(1);
  });

  it('hands out challenges to one IP up to the limit a minute, then 429 with Retry-After', async () => {
    const guard = createWriteGuard({ ...config, challengesPerMinute: 3 });
    const challenge = (ip: string) =>
      guard.handle(new Request(`http://site.test${CHALLENGE_PATH}`), ip, () => Promise.reject(new Error('not forwarded')));
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await challenge('198.51.100.15')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await challenge('198.51.100.15');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ kind: 'challenge', retryAfter: expect.any(Number) });
    expect((await challenge('198.51.100.16')).status).toBe(200);
  });

  it('checks the call-back body before counting it', async () => {
    const guard = createWriteGuard(config);
    const { sent, forward } = recorder();
    const refused = await guard.handle(callBack(34512345678, await solved(guard)), '198.51.100.10', forward);
    expect(refused.status).toBe(422);
    expect(sent).toHaveLength(0);
  });

  it('lets every other request through untouched', async () => {
    const guard = createWriteGuard(config);
    const { sent, forward } = recorder();
    await guard.handle(new Request('http://site.test/cms/api/home'), '198.51.100.11', forward);
    expect(sent[0]!.headers.get('authorization')).toBeNull();
  });
});
