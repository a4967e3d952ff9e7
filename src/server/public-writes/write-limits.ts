// The rate limits of the public writes: per client IP and kind of write, for the call-back per
// destination number, and per client IP for the bot check's challenges. Counters in Redis when the guard has one (shared by every process), in this
// process's memory otherwise (rate-limiter-flexible). Over a limit the answer is 429 with Retry-After.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PublicWriteRoute, WriteKind } from '../../api/public-writes';
import { jsonResponse } from '../http/json-response';
import type { GuardConfig } from './write-config';
import { WRITE_KINDS } from './write-table';

/** The client's address: the socket's, or X-Forwarded-For's first entry behind a trusted proxy. */
export function clientIp(req: Request, socketIp: string | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || socketIp || 'unknown';
}

/** What a 429 names in its `kind`: a kind of write, or the bot check's challenge. */
type LimitedKind = WriteKind | 'challenge';

export interface WriteLimits {
  /**
   * Counts a write from `ip` (a call-back also to its `to_number`): the 429 answer when it is over a limit.
   * A write counted elsewhere (`uncounted`) is refused once the count is used up, without using any of it.
   */
  check(write: PublicWriteRoute, ip: string, body: Record<string, unknown>): Promise<Response | undefined>;
  /** Counts a challenge handed to `ip`: the 429 answer when it is over the limit. */
  checkChallenge(ip: string): Promise<Response | undefined>;
}

export function createWriteLimits(
  config: Pick<GuardConfig, 'writesPerIpPerHour' | 'callbacksPerNumber' | 'callbackWindowHours' | 'challengesPerMinute'>,
  redis: Redis | undefined,
): WriteLimits {
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const perIp = new Map(WRITE_KINDS.map((kind) => [kind, limiter(`writes:${kind}`, config.writesPerIpPerHour, 3600)]));
  const perNumber = limiter('callbacks:number', config.callbacksPerNumber, config.callbackWindowHours * 3600);
  const challenges = limiter('challenges', config.challengesPerMinute, 60);

  const tooMany = (state: RateLimiterRes, kind: LimitedKind) => {
    const retryAfter = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    return jsonResponse(
      429,
      { error: 'Too Many Requests', message: 'Too many requests; try again later', kind, retryAfter },
      { 'retry-after': String(retryAfter) },
    );
  };

  /** Consumes one point; the answer when over the limit. */
  async function consume(rateLimiter: RateLimiterAbstract, key: string, kind: LimitedKind): Promise<Response | undefined> {
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
    async check(write, ip, body) {
      const overIp = await (write.uncounted ? peek : consume)(perIp.get(write.kind)!, ip, write.kind);
      if (overIp) return overIp;
      if (write.kind === 'callback') {
        const overNumber = await consume(perNumber, String(body.to_number), write.kind);
        if (overNumber) return overNumber;
      }
      return undefined;
    },
    checkChallenge: (ip) => consume(challenges, ip, 'challenge'),
  };
}
