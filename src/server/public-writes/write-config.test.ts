// @vitest-environment node
import { guardConfigFromEnv } from './write-config';

describe('guardConfigFromEnv', () => {
  it('has the issue defaults and reads every variable', () => {
    expect(guardConfigFromEnv({})).toMatchObject({
      writesPerIpPerHour: 10,
      callbacksPerNumber: 3,
      callbackWindowHours: 24,
      challengesPerMinute: 120,
      proof: { cost: 5000, maxCounter: 200, ttlSeconds: 1800, secret: expect.stringMatching(/^[0-9a-f]{64}$/) },
      trustProxy: false,
      redisUrl: undefined,
    });
    // Without FORM_PROOF_SECRET each process signs with its own.
    expect(guardConfigFromEnv({}).proof.secret).not.toBe(guardConfigFromEnv({}).proof.secret);
    expect(
      guardConfigFromEnv({
        RATE_LIMIT_WRITES_PER_HOUR: '4',
        RATE_LIMIT_CHALLENGES_PER_MINUTE: '20',
        TRUST_PROXY: 'true',
        REDIS_URL: 'redis://127.0.0.1:6390',
        FORM_PROOF_SECRET: 's',
        FORM_PROOF_COST: '100',
        FORM_PROOF_MAX_COUNTER: '50',
        FORM_PROOF_TTL_SECONDS: '600',
      }),
    ).toMatchObject({
      writesPerIpPerHour: 4,
      challengesPerMinute: 20,
      trustProxy: true,
      redisUrl: 'redis://127.0.0.1:6390',
      proof: { secret: 's', cost: 100, maxCounter: 50, ttlSeconds: 600 },
    });
  });
});
