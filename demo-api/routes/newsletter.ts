import { Hono, type Context } from 'hono';
import type { DemoState } from '../state';
import { EMAIL_RE } from '../validate';

/** Newsletter provider, mounted at /newsletter: GET with the email, or POST with no body. */
export function newsletterRoutes(state: DemoState): Hono {
  const app = new Hono();
  const subscribe = (c: Context) => {
    const email = c.req.query('email')?.trim() ?? '';
    if (!EMAIL_RE.test(email)) return c.json({ result: 'error', message: email === '' ? 'Field required' : 'Invalid email format' }, 400);
    state.record('newsletter', c.req.header('idempotency-key') ?? null, { email });
    return c.json({ result: 'success' });
  };
  app.get('/subscribe', subscribe);
  app.post('/subscribe', subscribe);
  return app;
}
