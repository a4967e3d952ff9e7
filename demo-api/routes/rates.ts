import { Hono } from 'hono';
import { badRequest, unprocessable } from '../errors';
import type { DemoState } from '../state';
import { EMAIL_RE, FieldCheck, readJsonObject } from '../validate';

const ACTIONS = ['buy', 'sell'];
const TRANS_TYPES = ['transference', 'credit-card', 'cash'];
const PHONE_RE = /^\+?[\d\s-]{6,20}$/;

const positiveNumber = (v: unknown) =>
  (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && Number(v) > 0 && Number.isFinite(Number(v));
const stringArray = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x.trim() !== '');

/** Rates and contact service, mounted at /rates. */
export function ratesRoutes(state: DemoState): Hono {
  const app = new Hono();
  const keyOf = (h: string | undefined) => h ?? null;

  app.get('/phone-lead', (c) => {
    const phone = c.req.query('phone');
    if (phone === undefined || phone.trim() === '') throw badRequest('phone is required');
    const digits = phone.replace(/[\s-]/g, '').replace(/^(\+?34)(?=\d{9}$)/, '');
    if (!/^\d{9}$/.test(digits)) throw unprocessable({ phone: ['The phone number must have 9 digits'] });
    if (!/^[6-9]/.test(digits)) throw unprocessable({ phone: ['Must write a valid phone number'] });
    state.record('phoneLead', keyOf(c.req.header('idempotency-key')), { phone: digits });
    return c.json({ ok: true });
  });

  app.post('/leads', async (c) => {
    const body = await readJsonObject(c);
    new FieldCheck()
      .check('action', ACTIONS.includes(body.action as string), 'Must be buy or sell')
      .check('fromVal', positiveNumber(body.fromVal), 'Must be greater zero')
      .check('toVal', positiveNumber(body.toVal), 'Must be greater zero')
      .check('rate', positiveNumber(body.rate), 'Must be greater zero')
      .required('fromCoin', body.fromCoin, 10)
      .required('toCoin', body.toCoin, 10)
      .check('transType', TRANS_TYPES.includes(body.transType as string), `Must be one of ${TRANS_TYPES.join(', ')}`)
      .done();
    const refCode =
      typeof body.refCode === 'string' && body.refCode.trim() !== ''
        ? body.refCode
        : `EXR-${String(state.nextSequence()).padStart(6, '0')}`;
    state.record('lead', keyOf(c.req.header('idempotency-key')), { ...body, refCode });
    return c.json({ ok: true, refCode }, 201);
  });

  app.post('/contact', async (c) => {
    const body = await readJsonObject(c);
    new FieldCheck()
      .required('name', body.name, 80)
      .required('email', body.email, 254)
      .check('email', body.email === undefined || body.email === '' || EMAIL_RE.test(String(body.email)), 'Invalid email format')
      .check('phone', body.phone === undefined || body.phone === '' || PHONE_RE.test(String(body.phone)), 'Invalid phone number')
      .check('topic', body.topic === undefined || typeof body.topic === 'string', 'Invalid topic')
      .required('message', body.message, 2000)
      .done();
    state.record('contact', keyOf(c.req.header('idempotency-key')), body);
    return c.json({ ok: true }, 201);
  });

  app.post('/franchise', async (c) => {
    const body = await readJsonObject(c);
    new FieldCheck()
      .required('name', body.name, 80)
      .required('email', body.email, 254)
      .check('email', body.email === undefined || body.email === '' || EMAIL_RE.test(String(body.email)), 'Invalid email format')
      .required('phone', body.phone, 20)
      .check('phone', body.phone === undefined || body.phone === '' || PHONE_RE.test(String(body.phone)), 'Invalid phone number')
      .required('city', body.city, 80)
      .required('postalCode', body.postalCode, 10)
      .required('investment', body.investment, 40)
      .check('interests', stringArray(body.interests), 'Must select at least one option')
      .done();
    state.record('franchise', keyOf(c.req.header('idempotency-key')), body);
    return c.json({ ok: true }, 201);
  });

  return app;
}
