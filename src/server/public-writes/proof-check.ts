/**
 * The server's half of the bot check (docs/public-writes.md): signed ALTCHA challenges (altcha-lib) and
 * the check of their solutions. A challenge names the exact work (PBKDF2/SHA-256, `cost` iterations a try,
 * the answer a counter between half of `maxCounter` and `maxCounter`), so a person's wait is predictable;
 * its key signature lets the server check a solution with one HMAC instead of redoing the work. A solution
 * pays for one request of each slot (public-writes.ts) and is spent once used: across processes in Redis.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Redis } from 'ioredis';
import { decodeProof, type ProofRefusal } from '../../api/proof-of-work';

const PROOF_ALGORITHM = 'PBKDF2/SHA-256';

export interface ProofConfig {
  /** Signs challenges; every process behind one site needs the same one. */
  secret: string;
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The answer is drawn between half of this and this. */
  maxCounter: number;
  ttlSeconds: number;
}

/** A random secret serves one process; a site of several needs FORM_PROOF_SECRET. */
export const randomProofSecret = () => randomBytes(32).toString('hex');

/** Which solutions have been used, and for what: a replay of the very same request may use its own again. */
interface SpentProofs {
  /** True when `key` was free (now taken by `fingerprint`) or already taken by that same fingerprint. */
  claim(key: string, fingerprint: string, ttlMs: number): Promise<boolean>;
}

function spentInMemory(): SpentProofs {
  const taken = new Map<string, { fingerprint: string; until: number }>();
  return {
    async claim(key, fingerprint, ttlMs) {
      const now = Date.now();
      if (taken.size > 10_000) for (const [old, entry] of taken) if (entry.until < now) taken.delete(old);
      const held = taken.get(key);
      if (held && held.until >= now) return held.fingerprint === fingerprint;
      taken.set(key, { fingerprint, until: now + ttlMs });
      return true;
    },
  };
}

function spentInRedis(redis: Redis): SpentProofs {
  return {
    async claim(key, fingerprint, ttlMs) {
      // SET NX is atomic: of two processes given the same solution at once, one wins.
      if ((await redis.set(`proof:${key}`, fingerprint, 'PX', Math.max(1, ttlMs), 'NX')) === 'OK') return true;
      return (await redis.get(`proof:${key}`)) === fingerprint;
    },
  };
}

/**
 * What makes two requests "the same write": its Idempotency-Key, method, address and body. A GET without
 * a key (the newsletter's check, the phone lead) is the same request when its address is: the browser
 * itself sends a GET again when its connection drops, and that must not cost the visitor the write.
 * Any other request without a key is its own, so a solution is never good twice for it.
 */
export function requestFingerprint(req: Request, bodyText: string): string {
  const key = req.headers.get('idempotency-key');
  const url = new URL(req.url);
  if (!key && req.method !== 'GET') return randomBytes(16).toString('hex');
  return createHash('sha256')
    .update(`${key ?? ''}\n${req.method} ${url.pathname}${url.search}\n${bodyText}`)
    .digest('hex');
}

export interface ProofCheck {
  challenge(): Promise<Challenge>;
  /** Undefined when the proof is good for this slot and request; the reason otherwise. */
  verify(header: string | null, slot: string, fingerprint: string): Promise<ProofRefusal | undefined>;
}

export function createProofCheck(config: ProofConfig, redis?: Redis): ProofCheck {
  const keySecret = createHmac('sha256', config.secret).update('altcha key signature').digest('hex');
  const spent = redis ? spentInRedis(redis) : spentInMemory();
  return {
    challenge: () =>
      createChallenge({
        algorithm: PROOF_ALGORITHM,
        cost: config.cost,
        counter: randomInt(config.maxCounter, Math.ceil(config.maxCounter / 2)),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + config.ttlSeconds,
        hmacSignatureSecret: config.secret,
        hmacKeySignatureSecret: keySecret,
      }),
    async verify(header, slot, fingerprint) {
      if (!header) return 'proof-missing';
      const payload = decodeProof(header);
      if (!payload) return 'proof-malformed';
      const result = await verifySolution({
        ...payload,
        deriveKey,
        hmacSignatureSecret: config.secret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => undefined);
      if (!result) return 'proof-malformed';
      if (result.expired) return 'proof-expired';
      if (!result.verified) return 'proof-invalid';
      const expiresAt = payload.challenge.parameters.expiresAt ?? 0;
      const claimed = await spent.claim(`${payload.challenge.signature}:${slot}`, fingerprint, expiresAt * 1000 - Date.now() + 1000);
      return claimed ? undefined : 'proof-reused';
    },
  };
}
