import { Hono } from 'hono';
import type { DemoState } from '../state';

/** Test hooks, mounted at /__demo. */
export function demoRoutes(state: DemoState): Hono {
  const app = new Hono();
  app.get('/deliveries', (c) => c.json(state.summary()));
  // A stand-in tile server for runs with no route to OpenStreetMap (the benchmark builds with
  // VITE_TILE_URL pointing here): no imagery, and no failed requests in the console either.
  app.get('/tiles/:z/:x/:y', (c) => c.body(null, 204, { 'cache-control': 'public, max-age=86400' }));
  app.post('/reset', (c) => {
    state.reset();
    return c.json({ ok: true });
  });
  return app;
}
