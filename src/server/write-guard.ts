/**
 * The public writes (call-back, phone lead, exchange lead, review, newsletter, contact, franchise) pass
 * through here on their way to the services: bot friction (a honeypot and a minimum fill time, both sent
 * as headers so the request bodies stay as SPEC 7 has them), rate limits per client IP and, for the
 * call-back, per destination number, and the provider credentials, which only the server holds.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Redis } from 'ioredis';

export type WriteKind = 'callback' | 'phoneLead' | 'lead' | 'review' | 'contact' | 'franchise' | 'newsletter';

import { FILL_TIME_HEADER, HONEYPOT_HEADER } from '../ui/form-friction';

interface PublicWrite {
  kind: WriteKind;
  methods: string[];
  path: RegExp;
  /** A call that is part of a write counted elsewhere (the newsletter's GET before its POST). */
  uncounted?: boolean;
  /** What the service answers on success: a dropped bot submission gets the same, so it learns nothing. */
  quietSuccess: (body: Record<string, unknown>) => { status: number; body: unknown };
}

/** The one table of public writes (demo-api/CONTRACT.md). */
export const PUBLIC_WRITES: PublicWrite[] = [
  { kind: 'callback', methods: ['POST'], path: /^\/telephony\/ivrs\/[^/]+\/callback$/, quietSuccess: () => ({ status: 201, body: { status: 'queued', id: 'cb_000000' } }) },
  { kind: 'phoneLead', methods: ['GET'], path: /^\/rates\/phone-lead$/, quietSuccess: () => ({ status: 200, body: { ok: true } }) },
  { kind: 'lead', methods: ['POST'], path: /^\/rates\/leads$/, quietSuccess: (body) => ({ status: 201, body: { ok: true, refCode: body.refCode } }) },
  { kind: 'contact', methods: ['POST'], path: /^\/rates\/contact$/, quietSuccess: () => ({ status: 201, body: { ok: true } }) },
  { kind: 'franchise', methods: ['POST'], path: /^\/rates\/franchise$/, quietSuccess: () => ({ status: 201, body: { ok: true } }) },
  {
    kind: 'review',
    methods: ['POST'],
    path: /^\/gateway\/api\/v1\/webapp\/public\/webapp\/(store|atms)\/review\/create$/,
    quietSuccess: (body) => ({
      status: 201,
      body: { review: { id: 0, locationId: body.locationId, author: body.name, rating: body.rating, text: body.text, date: new Date().toISOString() } },
    }),
  },
  // One sign-up is two calls to the provider (SPEC 7), the GET and then the POST: both meet the friction,
  // and the POST alone counts against the limit, so a sign-up counts once.
  { kind: 'newsletter', methods: ['GET'], path: /^\/newsletter\/subscribe$/, uncounted: true, quietSuccess: () => ({ status: 200, body: { result: 'success' } }) },
  { kind: 'newsletter', methods: ['POST'], path: /^\/newsletter\/subscribe$/, quietSuccess: () => ({ status: 200, body: { result: 'success' } }) },
];

export function publicWriteOf(method: string, pathname: string): PublicWrite | undefined {
  return PUBLIC_WRITES.find((write) => write.methods.includes(method.toUpperCase()) && write.path.test(pathname));
}

export interface GuardConfig {
  /** Writes of one kind from one IP per hour. */
  writesPerIpPerHour: number;
  /** Call-backs to one number per window. */
  callbacksPerNumber: number;
  callbackWindowHours: number;
  /** Submissions filled faster than this are a robot's (0 turns the check off). */
  minFillMs: number;
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
    minFillMs: number('FORM_MIN_FILL_MS', 1500),
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
  /** Bot submissions dropped quietly, per kind, since start. */
  dropped(): Record<string, number>;
  close(): Promise<void>;
}

export function createWriteGuard(config: GuardConfig): WriteGuard {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 2 }) : undefined;
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration }) : new RateLimiterMemory({ keyPrefix, points, duration });
  const perIp = new Map(PUBLIC_WRITES.map(({ kind }) => [kind, limiter(`writes:${kind}`, config.writesPerIpPerHour, 3600)]));
  const perNumber = limiter('callbacks:number', config.callbacksPerNumber, config.callbackWindowHours * 3600);
  const droppedByKind: Record<string, number> = {};

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
      const write = publicWriteOf(req.method, url.pathname);
      if (!write) return forward(req);
      const bodyText = req.method === 'GET' ? '' : await req.text();
      let body: Record<string, unknown> = {};
      try {
        body = bodyText ? (JSON.parse(bodyText) as Record<string, unknown>) : {};
      } catch {
        // Not JSON: the service says what is wrong with it.
      }

      const trapped = (req.headers.get(HONEYPOT_HEADER) ?? '') !== '';
      const fillMs = Number(req.headers.get(FILL_TIME_HEADER) ?? NaN);
      const tooFast = config.minFillMs > 0 && !(fillMs >= config.minFillMs);
      if (trapped || tooFast) {
        droppedByKind[write.kind] = (droppedByKind[write.kind] ?? 0) + 1;
        console.warn(`Dropped a ${write.kind} submission (${trapped ? 'honeypot filled' : `filled in ${Number.isFinite(fillMs) ? fillMs : '?'} ms`}).`);
        const { status, body: answer } = write.quietSuccess(body);
        return json(status, answer);
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
      [HONEYPOT_HEADER, FILL_TIME_HEADER].forEach((name) => headers.delete(name));
      const credential = write.kind === 'callback' ? config.telephonyKey : write.kind === 'phoneLead' ? config.ratesKey : undefined;
      if (credential) headers.set('authorization', `Bearer ${credential}`);
      // The Idempotency-Key goes on with the other headers, so the outbox's exactly-once delivery holds.
      return forward(new Request(req.url, { method: req.method, headers, body: req.method === 'GET' ? undefined : bodyText }));
    },
    dropped: () => ({ ...droppedByKind }),
    close: async () => {
      await redis?.quit().catch(() => undefined);
    },
  };
}
