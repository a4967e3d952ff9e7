import { Hono } from 'hono';
import { badRequest } from '../errors';
import type { DemoState } from '../state';
import { FieldCheck, readJsonObject } from '../validate';

/** 34 followed by nine digits, sent as a JSON number (SPEC 7). */
const isSpanishNumber = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 34_000_000_000 && v <= 34_999_999_999;

/** Telephony provider, mounted at /telephony. */
export function telephonyRoutes(state: DemoState): Hono {
  const app = new Hono();

  app.post('/ivrs/:ivrId/callback', async (c) => {
    const ivrId = c.req.param('ivrId');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(ivrId)) throw badRequest(`Malformed IVR id "${ivrId}"`);
    const body = await readJsonObject(c);
    new FieldCheck()
      .check('to_number', isSpanishNumber(body.to_number), 'to_number must be an integer: 34 followed by 9 digits')
      .check(
        'timeout',
        body.timeout === undefined || (Number.isInteger(body.timeout) && (body.timeout as number) > 0),
        'timeout must be a positive integer',
      )
      .check('clir', body.clir === undefined || typeof body.clir === 'boolean', 'clir must be a boolean')
      .check(
        'from_number',
        body.from_number === undefined || typeof body.from_number === 'number' || typeof body.from_number === 'string',
        'from_number must be a number',
      )
      .done();
    const id = `cb_${String(state.nextSequence()).padStart(6, '0')}`;
    state.record('callback', c.req.header('idempotency-key') ?? null, { ivrId, ...body });
    return c.json({ status: 'queued', id }, 201);
  });

  return app;
}
