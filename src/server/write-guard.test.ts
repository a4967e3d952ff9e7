// @vitest-environment node
import { callBackBodyErrors, clientIp, createWriteGuard, guardConfigFromEnv, publicWriteOf, type GuardConfig } from './write-guard';

const config: GuardConfig = { writesPerIpPerHour: 2, callbacksPerNumber: 3, callbackWindowHours: 24, minFillMs: 1500, trustProxy: false, telephonyKey: 'telephony-secret', ratesKey: 'rates-secret' };

const human = { 'content-type': 'application/json', 'x-form-fill-ms': '4000' };
const callBack = (number: number, headers: Record<string, string> = human) =>
  new Request('http://site.test/telephony/ivrs/demo-ivr/callback', { method: 'POST', headers: { ...headers, 'idempotency-key': 'key-1' }, body: JSON.stringify({ to_number: number, timeout: 60, clir: false }) });
const signUp = (headers: Record<string, string> = human) => new Request('http://site.test/newsletter/subscribe?email=a%40b.es', { method: 'POST', headers });

function recorder() {
  const sent: Request[] = [];
  return { sent, forward: async (req: Request) => (sent.push(req), new Response('{"status":"queued","id":"cb_1"}', { status: 201 })) };
}

describe('the public writes table', () => {
  it('names each write by method and path, and nothing else', () => {
    expect(publicWriteOf('POST', '/telephony/ivrs/demo-ivr/callback')?.kind).toBe('callback');
    expect(publicWriteOf('GET', '/rates/phone-lead')?.kind).toBe('phoneLead');
    expect(publicWriteOf('POST', '/gateway/api/v1/webapp/public/webapp/atms/review/create')?.kind).toBe('review');
    expect(publicWriteOf('POST', '/newsletter/subscribe')).toMatchObject({ kind: 'newsletter' });
    expect(publicWriteOf('GET', '/newsletter/subscribe')).toMatchObject({ kind: 'newsletter', uncounted: true });
    expect(publicWriteOf('GET', '/cms/api/home')).toBeUndefined();
    expect(publicWriteOf('POST', '/gateway/api/v1/webapp/public/webapp/atms/review')).toBeUndefined();
  });
});

describe('callBackBodyErrors (SPEC 5 and 7)', () => {
  it('accepts the exact shape and refuses anything else', () => {
    expect(callBackBodyErrors({ to_number: 34612345678, timeout: 60, clir: false })).toEqual({});
    expect(callBackBodyErrors({ to_number: 34612345678, timeout: 60, clir: false, from_number: 34910000000 })).toEqual({});
    expect(Object.keys(callBackBodyErrors({ to_number: 34512345678, timeout: 60, clir: false }))).toEqual(['to_number']);
    expect(Object.keys(callBackBodyErrors({ to_number: '34612345678', timeout: 60, clir: false }))).toEqual(['to_number']);
    expect(Object.keys(callBackBodyErrors({ to_number: 34612345678, timeout: 30, clir: true, extra: 1 })).sort()).toEqual(['body', 'clir', 'timeout']);
    expect(callBackBodyErrors([])).toEqual({ body: ['The body must be a JSON object'] });
  });
});

describe('clientIp', () => {
  const req = new Request('http://site.test/', { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } });
  it('believes X-Forwarded-For only behind a trusted proxy', () => {
    expect(clientIp(req, '10.0.0.1', false)).toBe('10.0.0.1');
    expect(clientIp(req, '10.0.0.1', true)).toBe('203.0.113.9');
  });
});

describe('createWriteGuard (in memory)', () => {
  it('adds the credential, keeps the Idempotency-Key, drops the friction headers', async () => {
    const guard = createWriteGuard(config);
    const { sent, forward } = recorder();
    const answer = await guard.handle(callBack(34612000001), '198.51.100.1', forward);
    expect(answer.status).toBe(201);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer telephony-secret');
    expect(sent[0]!.headers.get('idempotency-key')).toBe('key-1');
    expect(sent[0]!.headers.get('x-form-fill-ms')).toBeNull();
    expect(await sent[0]!.json()).toEqual({ to_number: 34612000001, timeout: 60, clir: false });
    // Nothing of the credential in what the browser gets back.
    expect(JSON.stringify([...answer.headers]) + (await answer.text())).not.toContain('telephony-secret');
  });

  it('refuses the fourth call-back to one number with 429 and Retry-After, whatever the IP', async () => {
    const guard = createWriteGuard({ ...config, writesPerIpPerHour: 100 });
    const { sent, forward } = recorder();
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await guard.handle(callBack(34612000002), ip, forward)).status).toBe(201);
    const refused = await guard.handle(callBack(34612000002), '198.51.100.4', forward);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await refused.json()).toMatchObject({ kind: 'callback', retryAfter: expect.any(Number) });
    expect(sent).toHaveLength(3);
    expect((await guard.handle(callBack(34612000003), '198.51.100.4', forward)).status).toBe(201);
  });

  it('refuses writes of a kind from one IP past the hourly limit, per kind', async () => {
    const guard = createWriteGuard(config);
    const { forward } = recorder();
    expect((await guard.handle(signUp(), '198.51.100.7', forward)).status).toBe(201);
    expect((await guard.handle(signUp(), '198.51.100.7', forward)).status).toBe(201);
    const refused = await guard.handle(signUp(), '198.51.100.7', forward);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await guard.handle(signUp(), '198.51.100.8', forward)).status).toBe(201);
    expect((await guard.handle(callBack(34612000004), '198.51.100.7', forward)).status).toBe(201);
  });

  it('answers a honeypot or a too-fast submission with the usual success, delivers nothing and counts it', async () => {
    const guard = createWriteGuard(config);
    const { sent, forward } = recorder();
    const trapped = await guard.handle(signUp({ ...human, 'x-form-honeypot': 'https://spam.example' }), '198.51.100.9', forward);
    expect(trapped.status).toBe(200);
    expect(await trapped.json()).toEqual({ result: 'success' });
    const fast = await guard.handle(callBack(34612000005, { 'content-type': 'application/json', 'x-form-fill-ms': '300' }), '198.51.100.9', forward);
    expect(fast.status).toBe(201);
    const unmeasured = await guard.handle(callBack(34612000005, { 'content-type': 'application/json' }), '198.51.100.9', forward);
    expect(unmeasured.status).toBe(201);
    expect(sent).toHaveLength(0);
    expect(guard.dropped()).toEqual({ newsletter: 1, callback: 2 });
  });

  it("checks the newsletter's GET for friction but counts a sign-up once, at its POST", async () => {
    const guard = createWriteGuard(config);
    const { sent, forward } = recorder();
    const check = (headers: Record<string, string>) => new Request('http://site.test/newsletter/subscribe?email=a%40b.es', { headers });
    expect((await guard.handle(check({}), '198.51.100.12', forward)).status).toBe(200);
    expect(sent).toHaveLength(0);
    for (let i = 0; i < 5; i++) expect((await guard.handle(check(human), '198.51.100.12', forward)).status).toBe(201);
    expect((await guard.handle(signUp(), '198.51.100.12', forward)).status).toBe(201);
    expect((await guard.handle(signUp(), '198.51.100.12', forward)).status).toBe(201);
    expect(sent).toHaveLength(7);
    // The limit (2) is used up: the next sign-up's check is refused too, so the provider never hears of it.
    expect((await guard.handle(check(human), '198.51.100.12', forward)).status).toBe(429);
  });

  it('checks the call-back body before counting it', async () => {
    const guard = createWriteGuard(config);
    const { sent, forward } = recorder();
    const refused = await guard.handle(callBack(34512345678), '198.51.100.10', forward);
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

describe('guardConfigFromEnv', () => {
  it('has the issue defaults and reads every variable', () => {
    expect(guardConfigFromEnv({})).toMatchObject({ writesPerIpPerHour: 10, callbacksPerNumber: 3, callbackWindowHours: 24, minFillMs: 1500, trustProxy: false, redisUrl: undefined });
    expect(guardConfigFromEnv({ RATE_LIMIT_WRITES_PER_HOUR: '4', TRUST_PROXY: 'true', REDIS_URL: 'redis://127.0.0.1:6390', FORM_MIN_FILL_MS: '0' })).toMatchObject({
      writesPerIpPerHour: 4,
      trustProxy: true,
      redisUrl: 'redis://127.0.0.1:6390',
      minFillMs: 0,
    });
  });
});
