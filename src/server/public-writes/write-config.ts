// The write guard's settings, read from the environment (docs/public-writes.md, "Settings").
import { randomProofSecret, type ProofConfig } from './proof-check';

export interface GuardConfig {
  /** Writes of one kind from one IP per hour. */
  writesPerIpPerHour: number;
  /** Call-backs to one number per window. */
  callbacksPerNumber: number;
  callbackWindowHours: number;
  /** Bot-check challenges handed to one IP per minute (each costs a PBKDF2 run). */
  challengesPerMinute: number;
  /** The bot check's proof of work (proof-check.ts). */
  proof: ProofConfig;
  /** Counters and Idempotency-Key records shared by every process when set; in this process's memory otherwise. */
  redisUrl?: string;
  /** Only behind a proxy the operator trusts does X-Forwarded-For name the client. */
  trustProxy: boolean;
  /** Credentials the server adds for the providers (never sent to a browser; credentials.ts). */
  telephonyKey?: string;
  ratesKey?: string;
}

export function guardConfigFromEnv(env: Record<string, string | undefined> = process.env): GuardConfig {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    writesPerIpPerHour: number('RATE_LIMIT_WRITES_PER_HOUR', 10),
    callbacksPerNumber: number('RATE_LIMIT_CALLBACKS_PER_NUMBER', 3),
    callbackWindowHours: number('RATE_LIMIT_CALLBACK_WINDOW_HOURS', 24),
    challengesPerMinute: number('RATE_LIMIT_CHALLENGES_PER_MINUTE', 120),
    proof: {
      secret: env.FORM_PROOF_SECRET || randomProofSecret(),
      cost: Math.max(1, number('FORM_PROOF_COST', 5000)),
      maxCounter: Math.max(2, number('FORM_PROOF_MAX_COUNTER', 200)),
      ttlSeconds: Math.max(120, number('FORM_PROOF_TTL_SECONDS', 1800)),
    },
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ''),
    telephonyKey: env.TELEPHONY_API_KEY || undefined,
    ratesKey: env.RATES_API_KEY || undefined,
  };
}
