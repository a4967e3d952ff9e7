// The page's side of the bot check through the real clients and the real guard (with little work, so
// the test is quick): writes carry a solution, one per slot; a refused one is replaced once; without a
// challenge the server's refusal reaches the form as the bot-check message; past the challenges' limit the
// write does not leave, and the form says how long to wait.
import { http, HttpResponse } from 'msw';
import { demoApp, server } from '../setup/msw-server';
import { createWriteGuard } from '../../src/server/public-writes/write-guard';
import { sendCallMe } from '../../src/features/widgets/send-call-me';
import { sendPhoneLead } from '../../src/features/widgets/phone-lead';
import { isApiError } from '../../src/api/api-error';
import { refusalMessage } from '../../src/state/error-catalogue';
import { CHALLENGE_PATH, PROOF_HEADER } from '../../src/api/proof-of-work';

const guardConfig = {
  writesPerIpPerHour: 1000,
  callbacksPerNumber: 1000,
  callbackWindowHours: 24,
  challengesPerMinute: 1000,
  proof: { secret: 'unit', cost: 10, maxCounter: 40, ttlSeconds: 600 },
  trustProxy: false,
};
const deliveries = async (kind: string) =>
  (
    (await (await demoApp.fetch(new Request('http://localhost/__demo/deliveries'))).json()) as { items: Array<{ kind: string }> }
  ).items.filter((item) => item.kind === kind);

describe('the page and the bot check', () => {
  it('adds a solution to each write; a call-back and its phone lead share one, the next call-back gets its own', async () => {
    const guard = createWriteGuard(guardConfig);
    const proofs: string[] = [];
    server.use(
      http.all(
        '*',
        ({ request }) => (
          request.headers.has(PROOF_HEADER) && proofs.push(request.headers.get(PROOF_HEADER)!),
          guard.handle(request, '127.0.0.1', async (req) => demoApp.fetch(req))
        ),
      ),
    );
    await Promise.all([sendCallMe('612345678'), sendPhoneLead('612345678')]);
    await sendCallMe('612345679');
    expect(guard.refused()).toEqual({});
    expect(await deliveries('callback')).toHaveLength(2);
    expect(proofs).toHaveLength(3);
    expect(proofs[0]).toBe(proofs[1]);
    expect(proofs[2]).not.toBe(proofs[0]);
  });

  it('replaces a solution the server refuses, once, under the same Idempotency-Key', async () => {
    const guard = createWriteGuard(guardConfig);
    const seen: Request[] = [];
    let refuseNext = true;
    server.use(
      http.post('*/telephony/ivrs/:ivr/callback', ({ request }) => {
        seen.push(request.clone());
        if (!refuseNext) return undefined;
        refuseNext = false;
        return HttpResponse.json({ error: 'expired', code: 'proof-expired' }, { status: 403 });
      }),
      http.all('*', ({ request }) => guard.handle(request, '127.0.0.1', async (req) => demoApp.fetch(req))),
    );
    await sendCallMe('712345678');
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get(PROOF_HEADER)).not.toBe(seen[0]!.headers.get(PROOF_HEADER));
    expect(seen[1]!.headers.get('idempotency-key')).toBe(seen[0]!.headers.get('idempotency-key'));
    expect(await deliveries('callback')).toHaveLength(1);
  });

  it('without a challenge to solve, the refusal reaches the form as the bot-check message, and nothing is placed', async () => {
    const guard = createWriteGuard(guardConfig);
    server.use(
      http.get(`*${CHALLENGE_PATH}`, () => new HttpResponse(null, { status: 503 })),
      http.all('*', ({ request }) => guard.handle(request, '127.0.0.1', async (req) => demoApp.fetch(req))),
    );
    const failure = await sendCallMe('812345678').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(refusalMessage(failure, (key) => key)).toBe('errors.botCheckFailed');
    expect(await deliveries('callback')).toHaveLength(0);
  });

  it('past the limit on challenges, sends nothing and tells the form how long to wait', async () => {
    const guard = createWriteGuard({ ...guardConfig, challengesPerMinute: 0 });
    const reached: string[] = [];
    server.use(
      http.all(
        '*',
        ({ request }) => (
          reached.push(new URL(request.url).pathname),
          guard.handle(request, '127.0.0.1', async (req) => demoApp.fetch(req))
        ),
      ),
    );
    const failure = await sendCallMe('912345678').catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.status, failure.retryAfterSeconds! > 0]).toEqual([429, true]);
    expect(refusalMessage(failure, (key, values) => `${key} ${values?.wait}`)).toMatch(/^errors\.tooManyRequests \d+ (s|min)$/);
    expect(reached.filter((path) => path !== CHALLENGE_PATH)).toEqual([]);
    expect(await deliveries('callback')).toHaveLength(0);
  });
});
