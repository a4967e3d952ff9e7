/**
 * Idempotency-Key on writes: the first successful (2xx) answer is stored per method, path and key and
 * replayed for repeats, so a retried write is acted on once. Failures are not stored, so a retry after
 * a 5xx or a fixed 422 goes through. The `ignore-key` fault turns this off for a request (faults.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { faultAsked } from './faults';
import type { DemoState } from './state';

const replay = (a: { status: number; body: string; contentType: string }) =>
  new Response(a.body, { status: a.status, headers: { 'content-type': a.contentType, 'idempotent-replayed': 'true' } });

export const idempotency =
  (state: DemoState): MiddlewareHandler =>
  async (c, next) => {
    const key = c.req.header('idempotency-key');
    // GET /rates/phone-lead is the one write sent as a GET.
    if (!key || (c.req.method === 'GET' && !c.req.path.endsWith('/phone-lead')) || faultAsked(c, 'ignore-key')) return next();
    const slot = `${c.req.method} ${c.req.path} ${key}`;
    for (let pending = state.inFlight.get(slot); pending; pending = state.inFlight.get(slot)) await pending;
    const cached = state.answers.get(slot);
    if (cached) return replay(cached);

    let settle = () => {};
    state.inFlight.set(slot, new Promise<void>((resolve) => (settle = resolve)));
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300) {
        const body = await c.res.clone().text();
        state.answers.set(slot, { status: c.res.status, body, contentType: c.res.headers.get('content-type') ?? 'application/json' });
      }
    } finally {
      state.inFlight.delete(slot);
      settle();
    }
  };
