/**
 * The embedded demo backend: one Hono app standing in for the six outside services (see CONTRACT.md).
 * Web-standard Request/Response only, so the same app answers in Node (serve.ts) and in jsdom via msw.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { DropConnection, errorResponse, HttpError, unauthorized } from './errors';
import { faults } from './faults';
import { idempotency } from './idempotency';
import { localeRoutes, type LocaleFiles } from './locales';
import { cmsRoutes } from './routes/cms';
import { demoRoutes } from './routes/demo';
import { locationRoutes } from './routes/locations';
import { newsletterRoutes } from './routes/newsletter';
import { priceRoutes } from './routes/prices';
import { ratesRoutes } from './routes/rates';
import { telephonyRoutes } from './routes/telephony';
import { DemoState } from './state';

export interface DemoAppOptions {
  /** Locale files by language and namespace; see locales.ts. */
  locales?: LocaleFiles;
  /** Clock in ms, injectable so histories and quotes are reproducible in tests. */
  now?: () => number;
  /**
   * Credentials the providers insist on, as the real ones do (SPEC 7: the call-back needs an authorization
   * header). Only the site's server holds them (src/server/public-writes/credentials.ts); unset, the providers take any call.
   */
  telephonyKey?: string;
  ratesKey?: string;
}

/** A provider that answers 401 without its credential (when one is configured). */
const requireCredential =
  (key: string | undefined): MiddlewareHandler =>
  async (c, next) => {
    if (key && c.req.header('authorization') !== `Bearer ${key}`) throw unauthorized('Missing or wrong provider credential');
    return next();
  };

export function createDemoApp(options: DemoAppOptions = {}): Hono {
  const state = new DemoState();
  const now = options.now ?? Date.now;
  const app = new Hono();

  app.use('*', faults());
  app.use('*', idempotency(state));

  app.route('/cms', cmsRoutes());
  app.route('/gateway/api/v1/crypto/public', priceRoutes(now));
  app.route('/gateway/api/v1/webapp/public/webapp', locationRoutes(state));
  app.use('/telephony/*', requireCredential(options.telephonyKey));
  app.use('/rates/phone-lead', requireCredential(options.ratesKey));
  app.route('/rates', ratesRoutes(state));
  app.route('/telephony', telephonyRoutes(state));
  app.route('/newsletter', newsletterRoutes(state));
  app.route('/locales', localeRoutes(options.locales ?? {}));
  app.route('/__demo', demoRoutes(state));

  app.notFound((c) => errorResponse(c.req.path, 404, `No route for ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    // Response.error() makes fetch reject, as a closed socket would; serve.ts destroys the real socket.
    if (err instanceof DropConnection) return Response.error();
    if (err instanceof HttpError) return errorResponse(c.req.path, err.status, err.message, err.fields);
    console.error('demo-api: unexpected error', err);
    return errorResponse(c.req.path, 500, 'Internal server error');
  });

  return app;
}
