import { Hono } from 'hono';
import { singleTypes } from '../data/content/singles';
import { badRequest, notFound } from '../errors';
import { collection, parseCmsQuery, single } from '../strapi';
import { collections, lookups } from './cms-collections';

/** Content service (Strapi v4 shape), mounted at /cms/api. */
export function cmsRoutes(): Hono {
  const app = new Hono();

  app.get('/:type', (c) => {
    const type = c.req.param('type');
    const q = parseCmsQuery(c.req.url);
    const singleType = singleTypes[type];
    if (singleType) return c.json(single(1, singleType[q.locale], q.locale));
    const list = collections[type];
    if (list) return c.json(collection(list(q.locale), q));
    throw notFound(`Unknown content type "${type}"`);
  });

  app.get('/:type/:param', (c) => {
    const { type, param } = c.req.param();
    const list = collections[type];
    const lookup = lookups[type];
    if (!list || !lookup) throw notFound(`Unknown content type "${type}"`);
    const q = parseCmsQuery(c.req.url);
    if (!lookup.pattern.test(param)) throw badRequest(`Malformed ${type} identifier "${param}"`);
    const entry = lookup.find(list(q.locale), param);
    if (!entry) throw notFound(`No ${type} entry "${param}"`);
    return c.json(single(entry.id, entry.attributes, q.locale));
  });

  return app;
}
