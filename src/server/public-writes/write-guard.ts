/**
 * The public writes (call-back, phone lead, exchange lead, review, newsletter, contact, franchise; the table
 * is src/api/public-writes.ts) pass through here on their way to the services: the bot check (a solved
 * proof of work, proof-check.ts, and a honeypot; both sent as headers so the request bodies stay as SPEC 7
 * has them), rate limits per client IP and, for the call-back, per destination number, and the provider
 * credentials, which only the server holds. The site's server also hands out the challenges.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Redis } from 'ioredis';
import { proofSlotOf, publicWriteRouteOf, type WriteKind } from '../../api/public-writes';
import { CHALLENGE_PATH, PROOF_HEADER, type ProofRefusal } from '../../api/proof-of-work';
import { HONEYPOT_HEADER } from '../../contracts/form-friction';
import { createProofCheck, randomProofSecret, requestFingerprint, type ProofConfig } from './proof-check';

export { publicWriteRouteOf as publicWriteOf };

/** What the service answers on success: a honeypot submission gets the same, so its robot learns nothing. */
const QUIET_SUCCESS: Record<WriteKind, (body: Record<string, unknown>) => { status: number; body: unknown }> = {
  callback: () => ({ status: 201, body: { status: 'queued', id: 'cb_000000' } }),
  phoneLead: () => ({ status: 200, body: { ok: true } }),
  lead: (body) => ({ status: 201, body: { ok: true, refCode: body.refCode } }),
  contact: () => ({ status: 201, body: { ok: true } }),
  franchise: () => ({ status: 201, body: { ok: true } }),
  review: (body) => ({
    status: 201,
    body: { review: { id: 0, locationId: body.locationId, author: body.name, rating: body.rating, text: body.text, date: new Date().toISOString() } },
  }),
  newsletter: () => ({ status: 200, body: { result: 'success' } }),
};

/** Each refusal of the bot check says what is missing or wrong, and where to get a challenge. */
const PROOF_ERRORS: Record<ProofRefusal, { status: number; message: string }> = {
  'proof-missing': { status: 400, message: `A solved bot-check challenge is required in the ${PROOF_HEADER} header` },
  'proof-malformed': { status: 400, message: `The ${PROOF_HEADER} header is not a bot-check solution (base64 of {challenge, solution})` },
  'proof-expired': { status: 403, message: 'The bot-check challenge has expired; solve a new one' },
  'proof-invalid': { status: 403, message: 'The bot-check solution is wrong, or its challenge was not issued here' },
  'proof-reused': { status: 403, message: 'This bot-check solution has been used already; solve a new one' },
};

export interface GuardConfig {
  /** Writes of one kind from one IP per hour. */
  writesPerIpPerHour: number;
  /** Call-backs to one number per window. */
  callbacksPerNumber: number;
  callbackWindowHours: number;
  /** The bot check's proof of work (proof-check.ts). */
  proof: ProofConfig;
  /** Counters shared by every process when set; in this process's memory otherwise. */
  redisUrl?: string;
  /** Only behind a proxy the operator trusts does X-Forwarded-For name the client. */
  trustProxy: boolean;
  /** Credentials the server adds for the providers (never sent to a browser). */
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

/** SPEC 5 and 7: the body of a call-back is exactly { to_number: 34 + a Spanish number, timeout 60, clir false, from_number? }. */
export function callBackBodyErrors(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { body: ['The body must be a JSON object'] };
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !['to_number', 'timeout', 'clir', 'from_number'].includes(key));
  if (unknown.length) errors.body = [`Unknown fields: ${unknown.join(', ')}`];
  if (!(typeof record.to_number === 'number' && Number.isInteger(record.to_number) && /^34[6-9]\d{8}$/.test(String(record.to_number)))) {
    errors.to_number = ['to_number must be 34 followed by a Spanish number of 9 digits starting with 6, 7, 8 or 9'];
  }
  if (record.timeout !== 60) errors.timeout = ['timeout must be 60'];
  if (record.clir !== false) errors.clir = ['clir must be false'];
  if (record.from_number !== undefined && !(typeof record.from_number === 'number' && Number.isInteger(record.from_number))) {
    errors.from_number = ['from_number must be an integer'];
  }
  return errors;
}

/** The client's address: the socket's, or X-Forwarded-For's first entry behind a trusted proxy. */
export function clientIp(req: Request, socketIp: string | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || socketIp || 'unknown';
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } });

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
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration }) : new RateLimiterMemory({ keyPrefix, points, duration });
  const perIp = new Map((Object.keys(QUIET_SUCCESS) as WriteKind[]).map((kind) => [kind, limiter(`writes:${kind}`, config.writesPerIpPerHour, 3600)]));
  const perNumber = limiter('callbacks:number', config.callbacksPerNumber, config.callbackWindowHours * 3600);
  const proofs = createProofCheck(config.proof, redis);
  const droppedByKind: Record<string, number> = {};
  const refusedByKind: Record<string, number> = {};

  const tooMany = (state: RateLimiterRes, kind: WriteKind) => {
    const retryAfter = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    return json(429, { error: 'Too Many Requests', message: 'Too many requests; try again later', kind, retryAfter }, { 'retry-after': String(retryAfter) });
  };

  /** Consumes one point; the answer when over the limit. */
  async function consume(rateLimiter: RateLimiterAbstract, key: string, kind: WriteKind): Promise<Response | undefined> {
    try {
      await rateLimiter.consume(key);
      return undefined;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return tooMany(rejection, kind);
    }
  }

  /** For a call counted elsewhere: refused once the count is used up, without using any of it. */
  async function peek(rateLimiter: RateLimiterAbstract, key: string, kind: WriteKind): Promise<Response | undefined> {
    const state = await rateLimiter.get(key);
    return state && state.remainingPoints <= 0 ? tooMany(state, kind) : undefined;
  }

  return {
    async handle(req, socketIp, forward) {
      const url = new URL(req.url);
      if (url.pathname === CHALLENGE_PATH && req.method === 'GET') return json(200, await proofs.challenge());
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
      if ((req.headers.get(HONEYPOT_HEADER) ?? '') !== '') {
        droppedByKind[write.kind] = (droppedByKind[write.kind] ?? 0) + 1;
        console.warn(`Dropped a ${write.kind} submission (honeypot filled).`);
        const { status, body: answer } = QUIET_SUCCESS[write.kind](body);
        return json(status, answer);
      }
      const refusal = await proofs.verify(req.headers.get(PROOF_HEADER), proofSlotOf(write, req.method), requestFingerprint(req, bodyText));
      if (refusal) {
        refusedByKind[write.kind] = (refusedByKind[write.kind] ?? 0) + 1;
        const { status, message } = PROOF_ERRORS[refusal];
        return json(status, { error: message, code: refusal, missing: refusal === 'proof-missing' ? PROOF_HEADER : undefined, challenge: CHALLENGE_PATH });
      }

      if (write.kind === 'callback') {
        const errors = callBackBodyErrors(body);
        if (Object.keys(errors).length) return json(422, { error: 'Validation error', errors });
      }
      const ip = clientIp(req, socketIp, config.trustProxy);
      const overIp = await (write.uncounted ? peek : consume)(perIp.get(write.kind)!, ip, write.kind);
      if (overIp) return overIp;
      if (write.kind === 'callback') {
        const overNumber = await consume(perNumber, String(body.to_number), write.kind);
        if (overNumber) return overNumber;
      }

      const headers = new Headers(req.headers);
      headers.delete(HONEYPOT_HEADER);
      // The proof goes on, as the Idempotency-Key does: a site server behind this one (the e2e suite's
      // demo server, sharing FORM_PROOF_SECRET) checks the same solution for the same request again.
      const credential = write.kind === 'callback' ? config.telephonyKey : write.kind === 'phoneLead' ? config.ratesKey : undefined;
      if (credential) headers.set('authorization', `Bearer ${credential}`);
      // The Idempotency-Key goes on with the other headers, so the outbox's exactly-once delivery holds.
      return forward(new Request(req.url, { method: req.method, headers, body: req.method === 'GET' ? undefined : bodyText }));
    },
    dropped: () => ({ ...droppedByKind }),
    refused: () => ({ ...refusedByKind }),
    close: async () => {
      await redis?.quit().catch(() => undefined);
    },
  };
}
