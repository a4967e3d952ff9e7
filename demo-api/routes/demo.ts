import { Hono } from 'hono';
import type { DemoState } from '../state';

/** Test hooks, mounted at /__demo. */
export function demoRoutes(state: DemoState): Hono {
  const app = new Hono();
  app.get('/deliveries', (c) => c.json(state.summary()));
  app.post('/reset', (c) => {
    state.reset();
    return c.json({ ok: true });
  });
  return app;
}
