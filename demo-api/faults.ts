/**
 * Faults on demand for tests: header, cookie or `__fault` query, e.g. `500`, `delay=800`, `drop`,
 * `malformed`, or a comma list such as `delay=300,503`. /__demo is exempt so tests can always reset.
 * A fault may name the paths it applies to, `404@/cms/api/contact` (the header reaches every call the
 * server render makes, where a cookie's path cannot scope it). `ignore-key` is not an answer but a way
 * of acting: the provider ignores Idempotency-Key and acts on every request, as a real one may
 * (idempotency.ts), so only the site's own server stands between a replay and a second call.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DropConnection, errorResponse } from './errors';

export const FAULT_HEADER = 'x-demo-fault';
const MAX_DELAY_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function faultSpec(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  return c.req.query('__fault') ?? c.req.header(FAULT_HEADER) ?? getCookie(c, FAULT_HEADER);
}

/** True when the request asks for the misbehaviour `token` (e.g. `ignore-key`) on its path. */
export function faultAsked(c: Parameters<MiddlewareHandler>[0], token: string): boolean {
  return (faultSpec(c) ?? '').split(',').some((scoped) => {
    const [name, scope] = scoped.trim().toLowerCase().split('@');
    return name === token && (!scope || c.req.path.startsWith(scope));
  });
}

export const faults = (): MiddlewareHandler => async (c, next) => {
  const spec = c.req.path.startsWith('/__demo') ? undefined : faultSpec(c);
  if (!spec) return next();
  for (const scoped of spec.split(',').map((t) => t.trim().toLowerCase())) {
    const [token, scope] = scoped.split('@');
    if (scope && !c.req.path.startsWith(scope)) continue;
    const delay = /^delay=(\d+)$/.exec(token);
    if (delay) {
      await sleep(Math.min(Number(delay[1]), MAX_DELAY_MS));
    } else if (token === 'drop') {
      throw new DropConnection();
    } else if (token === 'malformed') {
      return new Response('{"data": ', { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
    } else if (/^[45]\d\d$/.test(token)) {
      const status = Number(token);
      return errorResponse(
        c.req.path,
        status,
        `Simulated failure (${status})`,
        status === 422 ? { fault: ['Simulated validation error'] } : undefined,
      );
    }
  }
  return next();
};
