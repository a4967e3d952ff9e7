/**
 * The demo backend alone: the outside services as they stand behind the production set
 * (scripts/topology-process.mjs), with no site server in front, so what reaches them is what the site's
 * processes sent on, once each. `node --import tsx demo-api/serve-services.ts` (PORT, default 4175;
 * TELEPHONY_API_KEY and RATES_API_KEY, the credentials the providers want). `npm start` is serve.ts.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoApp } from './app';
import { readLocaleFolder } from './locales-node';
import { serveHandler } from '../src/server/http/node-server';

const here = dirname(fileURLToPath(import.meta.url));
const api = createDemoApp({
  locales: readLocaleFolder(join(here, 'data', 'locales')),
  telephonyKey: process.env.TELEPHONY_API_KEY || undefined,
  ratesKey: process.env.RATES_API_KEY || undefined,
});
// The `drop` fault answers Response.error(); the Node adaptor then closes the socket unanswered.
const running = await serveHandler(async (req) => api.fetch(req), Number(process.env.PORT) || 4175, process.env.HOST);
console.log(`Serving the demo services on port ${running.port}`);
const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
