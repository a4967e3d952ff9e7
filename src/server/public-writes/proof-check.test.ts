// @vitest-environment node
import { createProofCheck, requestFingerprint, type ProofConfig } from './proof-check';
import { decodeProof, proofFor, type Challenge, type Solution } from '../../api/proof-of-work';
import { solveHere } from '../../api/solve-proof';

// Little work, so the tests run fast; the defaults are in docs/public-writes.md.
const config: ProofConfig = { secret: 'test-secret', cost: 10, maxCounter: 40, ttlSeconds: 600 };
/** The header of a given solution (right, wrong or for another challenge), as the page sends it. */
const proofOf = async (challenge: Challenge, solution: Solution) => (await proofFor(challenge, async () => solution)).header;
const solved = async (check = createProofCheck(config)) => (await proofFor(await check.challenge(), solveHere)).header;

afterEach(() => vi.useRealTimers());

describe('the proof check', () => {
  it('takes a solution of its own challenge, once per slot', async () => {
    const check = createProofCheck(config);
    const proof = await solved(check);
    expect(await check.verify(proof, 'callback:POST', 'request-1')).toBeUndefined();
    // The call-me's phone lead shares its call-back's solution; a second call-back does not.
    expect(await check.verify(proof, 'phoneLead:GET', 'request-2')).toBeUndefined();
    expect(await check.verify(proof, 'callback:POST', 'request-3')).toBe('proof-reused');
  });

  it('lets the very same request through again (an outbox replay), but no other', async () => {
    const check = createProofCheck(config);
    const proof = await solved(check);
    expect(await check.verify(proof, 'callback:POST', 'same-write')).toBeUndefined();
    expect(await check.verify(proof, 'callback:POST', 'same-write')).toBeUndefined();
    expect(await check.verify(proof, 'callback:POST', 'other-write')).toBe('proof-reused');
  });

  it('refuses an expired solution', async () => {
    const check = createProofCheck(config);
    const proof = await solved(check);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (config.ttlSeconds + 1) * 1000);
    expect(await check.verify(proof, 'callback:POST', 'late')).toBe('proof-expired');
  });

  it('refuses a wrong solution, a challenge it did not sign, and a tampered one', async () => {
    const check = createProofCheck(config);
    const challenge = await check.challenge();
    const solution = await solveHere(challenge);
    const wrongKey = solution.derivedKey.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    expect(await check.verify(await proofOf(challenge, { ...solution, derivedKey: wrongKey }), 'callback:POST', 'a')).toBe('proof-invalid');
    // Made by another server (another secret), or made easier after signing.
    expect(await check.verify(await solved(createProofCheck({ ...config, secret: 'another-secret' })), 'callback:POST', 'b')).toBe(
      'proof-invalid',
    );
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await check.verify(await proofOf(easier, solution), 'callback:POST', 'c')).toBe('proof-invalid');
    // The right one still passes: none of the refusals spent it.
    expect(await check.verify(await proofOf(challenge, solution), 'callback:POST', 'd')).toBeUndefined();
  });

  it('names a missing or unreadable proof', async () => {
    const check = createProofCheck(config);
    expect(await check.verify(null, 'callback:POST', 'a')).toBe('proof-missing');
    expect(await check.verify('not base64 json', 'callback:POST', 'a')).toBe('proof-malformed');
    expect(
      await check.verify(btoa(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 'x' } })), 'callback:POST', 'a'),
    ).toBe('proof-malformed');
  });

  it('issues challenges of the configured work, signed, with an expiry', async () => {
    const challenge = await createProofCheck(config).challenge();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10, keySignature: expect.any(String) });
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now() + 590_000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const counter = (await solveHere(challenge)).counter;
    expect(counter).toBeGreaterThanOrEqual(20);
    expect(counter).toBeLessThanOrEqual(40);
    expect(decodeProof(await proofOf(challenge, await solveHere(challenge)))?.challenge).toEqual({
      parameters: challenge.parameters,
      signature: challenge.signature,
    });
  });
});

describe('requestFingerprint', () => {
  const request = (key: string | undefined, url = 'http://site.test/telephony/ivrs/demo-ivr/callback') =>
    new Request(url, { method: 'POST', headers: key ? { 'idempotency-key': key } : {} });
  it('is the same for the same write and differs for any other', () => {
    expect(requestFingerprint(request('k1'), '{"a":1}')).toBe(requestFingerprint(request('k1'), '{"a":1}'));
    expect(requestFingerprint(request('k1'), '{"a":1}')).not.toBe(requestFingerprint(request('k1'), '{"a":2}'));
    expect(requestFingerprint(request('k1'), '{"a":1}')).not.toBe(requestFingerprint(request('k2'), '{"a":1}'));
    expect(requestFingerprint(request(undefined), '')).not.toBe(requestFingerprint(request(undefined), ''));
  });

  it('takes a GET without a key sent again (the browser retries one whose connection dropped) as the same request', () => {
    const check = (email: string) => new Request(`http://site.test/newsletter/subscribe?email=${email}`);
    expect(requestFingerprint(check('a%40b.es'), '')).toBe(requestFingerprint(check('a%40b.es'), ''));
    expect(requestFingerprint(check('a%40b.es'), '')).not.toBe(requestFingerprint(check('c%40d.es'), ''));
  });
});
