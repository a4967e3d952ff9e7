/**
 * The public writes (call-back, phone lead, exchange lead, review, newsletter, contact, franchise; the table
 * is src/api/public-writes.ts, write-table.ts) pass through here on their way to the services: the bot check
 * (a solved proof of work, proof-check.ts, and a honeypot, write-friction.ts; both sent as headers so the
 * request bodies stay as SPEC 7 has them), the call-back's body (write-validation.ts), rate limits per client
 * IP and, for the call-back, per destination number (write-limits.ts), exactly once per Idempotency-Key
 * (write-idempotency.ts), and the provider credentials, which only the server holds (credentials.ts). The
 * site's server also hands out the challenges, so many per IP. Settings: write-config.ts.
 */
import { Redis } from 'ioredis';
import { proofSlotOf, publicWriteRouteOf } from '../../api/public-writes';
import { CHALLENGE_PATH, PROOF_HEADER } from '../../api/proof-of-work';
import { IDEMPOTENCY_HEADER } from '../../contracts/write-retention';
import { jsonResponse } from '../http/json-response';
import { addCredential } from './credentials';
import { createProofCheck, requestFingerprint } from './proof-check';
import type { GuardConfig } from './write-config';
import { honeypotFilled, proofRefused, quietSuccess, withoutHoneypot } from './write-friction';
import { clientIp, createWriteLimits } from './write-limits';
import { callBackBodyErrors } from './write-validation';
import { keysInMemory, keysInRedis } from './idempotency-store';
import { createIdempotency } from './write-idempotency';

export interface WriteGuard {
  /** Checks a public write and passes it on (with the credentials) or answers it; any other request goes on as is. */
  handle(req: Request, socketIp: string | undefined, forward: (req: Request) => Promise<Response>): Promise<Response>;
  /** Honeypot submissions answered quietly, and requests refused for their proof, per kind, since start. */
  dropped(): Record<string, number>;
  refused(): Record<string, number>;
  close(): Promise<void>;
}

export function createWriteGuard(config: GuardConfig): WriteGuard {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 2 }) : undefined;
  const limits = createWriteLimits(config, redis);
  const proofs = createProofCheck(config.proof, redis);
  const idempotency = createIdempotency(redis ? keysInRedis(redis) : keysInMemory());
  const droppedByKind: Record<string, number> = {};
  const refusedByKind: Record<string, number> = {};

  return {
    async handle(req, socketIp, forward) {
      const url = new URL(req.url);
      const ip = clientIp(req, socketIp, config.trustProxy);
      if (url.pathname === CHALLENGE_PATH && req.method === 'GET')
        return (await limits.checkChallenge(ip)) ?? jsonResponse(200, await proofs.challenge());
      const write = publicWriteRouteOf(req.method, url.pathname);
      if (!write) return forward(req);
      const bodyText = req.method === 'GET' ? '' : await req.text();
      let body: Record<string, unknown> = {};
      try {
        body = bodyText ? (JSON.parse(bodyText) as Record<string, unknown>) : {};
      } catch {
        // Not JSON: the service says what is wrong with it.
      }

      // The one quiet answer: a field no person sees was filled, so no person waits for this write.
      if (honeypotFilled(req)) {
        droppedByKind[write.kind] = (droppedByKind[write.kind] ?? 0) + 1;
        console.warn(`Dropped a ${write.kind} submission (honeypot filled).`);
        return quietSuccess(write.kind, body);
      }
      const refusal = await proofs.verify(req.headers.get(PROOF_HEADER), proofSlotOf(write, req.method), requestFingerprint(req, bodyText));
      if (refusal) {
        refusedByKind[write.kind] = (refusedByKind[write.kind] ?? 0) + 1;
        return proofRefused(refusal);
      }

      if (write.kind === 'callback') {
        const errors = callBackBodyErrors(body);
        if (Object.keys(errors).length) return jsonResponse(422, { error: 'Validation error', errors });
      }
      const act = async () => {
        const overLimit = await limits.check(write, ip, body);
        if (overLimit) return overLimit;
        const headers = new Headers(req.headers);
        withoutHoneypot(headers);
        // The answer is read whole when it is kept for repeats: it comes back uncompressed (it is small).
        headers.delete('accept-encoding');
        // The proof goes on, as the Idempotency-Key does: a site server behind this one (the e2e suite's
        // demo server, sharing FORM_PROOF_SECRET) checks the same solution for the same request again.
        addCredential(headers, write.kind, config);
        return forward(new Request(req.url, { method: req.method, headers, body: req.method === 'GET' ? undefined : bodyText }));
      };
      // A repeat is answered before the limits: it is the same write, already counted.
      const key = req.headers.get(IDEMPOTENCY_HEADER);
      return key ? idempotency.once(key, requestFingerprint(req, bodyText), act) : act();
    },
    dropped: () => ({ ...droppedByKind }),
    refused: () => ({ ...refusedByKind }),
    close: async () => {
      await redis?.quit().catch(() => undefined);
    },
  };
}
