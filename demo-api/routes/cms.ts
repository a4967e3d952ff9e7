import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { singleTypes } from '../data/content/singles';
import { badRequest, notFound } from '../errors';
import type { Entry } from '../cms-entry';
import { collection, parseCmsQuery, passes, single, type LocalizedEntry } from '../strapi';
import { collections, lookups } from './cms-collections';

const LOCALES = ['es', 'en'] as const;
const UPLOADS = new URL('../data/uploads/', import.meta.url);
const UPLOAD_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/**
 * Every entry of a type in every language, with the ids cms/'s seed gives them: Spanish keeps the seed's
 * ids, each other language follows on after the highest (Strapi's ids are per row, not per document).
 */
function buildEntries(type: string): LocalizedEntry[] {
  const single = singleTypes[type];
  const byLang: Array<[string, Entry[]]> = single
    ? LOCALES.map((lang) => [lang, [{ id: 1, attributes: single[lang] as Record<string, unknown> }]])
    : LOCALES.map((lang) => [lang, collections[type]!(lang)]);
  let next = 0;
  const rows = byLang.map(([locale, list]) => {
    const ids = locale === 'es' ? list.map((e) => e.id) : list.map(() => ++next);
    next = Math.max(next, ...ids);
    return list.map((e, i) => ({ seedId: e.id, id: ids[i] as number, locale, attributes: e.attributes }));
  });
  const all = rows.flat();
  return all.map((row) => ({
    id: row.id,
    locale: row.locale,
    attributes: row.attributes,
    others: all
      .filter((o) => o.seedId === row.seedId && o.locale !== row.locale)
      .map(({ id, locale, attributes }) => ({ id, locale, attributes })),
  }));
}

const cache = new Map<string, LocalizedEntry[]>();
const entriesOf = (type: string) => cache.get(type) ?? cache.set(type, buildEntries(type)).get(type)!;

/** Content service (Strapi 4.26 as cms/ answers), mounted at /cms/api; its uploads at /cms/uploads. */
export function cmsRoutes(): Hono {
  const app = new Hono();

  app.get('/api/:type', (c) => {
    const type = c.req.param('type');
    if (!singleTypes[type] && !collections[type]) throw notFound('Not Found');
    const q = parseCmsQuery(c.req.url);
    const inLocale = entriesOf(type).filter((e) => e.locale === q.locale);
    if (!singleTypes[type]) return c.json(collection(type, inLocale, q));
    // A single type with no entry in that language (an unknown locale too) is a 404, as in Strapi.
    if (!inLocale[0]) throw notFound('Not Found');
    return c.json(single(type, inLocale[0], q.populate));
  });

  app.get('/api/:type/:param', (c) => {
    const { type, param } = c.req.param();
    const lookup = lookups[type];
    if (!lookup) throw notFound('Not Found');
    const q = parseCmsQuery(c.req.url);
    // The slug and token routes are cms/'s own (lib/find-one-by.js): they check the value and honour locale
    // and filters (a market's version of a page: filters[Markets][$contains]); the lowest id answers first.
    if (lookup.field) {
      if (!lookup.pattern.test(param)) throw badRequest(`Malformed ${lookup.field} "${param}"`);
      const entry = entriesOf(type).find((e) => e.locale === q.locale && lookup.matches(e.attributes, param) && passes(e, q));
      if (!entry) throw notFound(`No ${lookup.singular} with ${lookup.field} "${param}"`);
      return c.json(single(type, entry, q.populate));
    }
    // Strapi's own findOne takes a row id and ignores locale.
    const entry = entriesOf(type).find((e) => String(e.id) === param);
    if (!entry) throw notFound('Not Found');
    return c.json(single(type, entry, q.populate));
  });

  app.get('/uploads/:file', async (c) => {
    const file = c.req.param('file');
    const type = UPLOAD_TYPES[/\.[a-z]+$/.exec(file)?.[0] ?? ''];
    if (!type || !/^[\w.-]+$/.test(file)) throw notFound('Not Found');
    const body = await readFile(new URL(file, UPLOADS)).catch(() => undefined);
    if (!body) throw notFound('Not Found');
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  return app;
}
