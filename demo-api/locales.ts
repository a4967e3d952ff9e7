/**
 * Locale files: demo-api/data/locales/<lng>/<ns>.json, answered as { <ns>: content } per language.
 * The app never reads the disk itself (it also runs inside jsdom through msw): serve.ts reads the folder
 * at start-up (locales-node.ts) and tests use Vite's import.meta.glob (tests/setup/locales-vite.ts); both hand the
 * result to createDemoApp({ locales }).
 */
import { Hono } from 'hono';
import { badRequest, notFound } from './errors';

export type LocaleFiles = Record<string, Record<string, unknown>>;

const LNG_RE = /^(es|en)$/;
const NS_RE = /^[a-z0-9_-]{1,64}$/i;

/** Mounted at /locales: `/:lng` for all namespaces, `/:lng/:ns(.json)` for one (i18next-http-backend style). */
export function localeRoutes(files: LocaleFiles): Hono {
  const app = new Hono();
  app.get('/:lng', (c) => {
    const lng = c.req.param('lng');
    if (!LNG_RE.test(lng)) throw badRequest(`Unsupported language "${lng}": use es or en`);
    return c.json(files[lng] ?? {});
  });
  app.get('/:lng/:ns', (c) => {
    const lng = c.req.param('lng');
    const ns = c.req.param('ns').replace(/\.json$/, '');
    if (!LNG_RE.test(lng) || !NS_RE.test(ns)) throw badRequest('Malformed language or namespace');
    const content = files[lng]?.[ns];
    if (content === undefined) throw notFound(`No namespace "${ns}" for "${lng}"`);
    return c.json(content);
  });
  return app;
}
