import { Hono } from 'hono';
import { marketById } from '../data/markets';
import { haversineKm } from '../distance';
import { badRequest, notFound } from '../errors';
import type { DemoState } from '../state';
import type { LocationType } from '../types';
import { langFrom, optionalInt, readJsonObject, requiredNumber } from '../validate';
import { listFor, reviewsOf, toLocation } from './location-view';
import { createReview } from './review-create';

const ENDPOINTS: Record<string, LocationType> = { store: 'store', atms: 'atm' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

function marketFilter(raw: string | undefined): number | undefined {
  const id = optionalInt(raw, 'market', 1, 1_000_000);
  if (id !== undefined && !marketById.has(id)) throw notFound(`Unknown market ${id}`);
  return id;
}

function dateFilter(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !ISO_DATE.test(raw) || Number.isNaN(Date.parse(raw)))
    throw badRequest(`${name} must be an ISO date (YYYY-MM-DD)`);
  return new Date(raw).toISOString();
}

/** Stores and ATMs, mounted at /gateway/api/v1/webapp/public/webapp/{store|atms}. */
export function locationRoutes(state: DemoState): Hono {
  const app = new Hono();
  const typeOf = (endpoint: string) => {
    const type = ENDPOINTS[endpoint];
    if (!type) throw notFound(`Unknown endpoint "${endpoint}"`);
    return type;
  };

  app.get('/:endpoint/list-all-active', (c) => {
    const type = typeOf(c.req.param('endpoint'));
    const pageSizeReviews = optionalInt(c.req.query('pageSizeReviews'), 'pageSizeReviews', 0, 1000) ?? 0;
    const market = marketFilter(c.req.query('market'));
    const lang = langFrom(c.req.header('accept-language'));
    return c.json(
      listFor(type)
        .filter((l) => market === undefined || l.marketId === market)
        .map((l) => toLocation(l, state, lang, pageSizeReviews)),
    );
  });

  app.get('/:endpoint/list-distance', (c) => {
    const type = typeOf(c.req.param('endpoint'));
    const latitude = requiredNumber(c.req.query('latitude'), 'latitude', -90, 90);
    const longitude = requiredNumber(c.req.query('longitude'), 'longitude', -180, 180);
    const distance = requiredNumber(c.req.query('distance'), 'distance', 0, 20_040);
    const units = c.req.query('units') ?? 'KILOMETERS';
    if (units !== 'KILOMETERS') throw badRequest('units must be KILOMETERS');
    const market = marketFilter(c.req.query('market'));
    const pageSizeReviews = optionalInt(c.req.query('pageSizeReviews'), 'pageSizeReviews', 0, 1000) ?? 0;
    const lang = langFrom(c.req.header('accept-language'));
    const found = listFor(type)
      .filter((l) => market === undefined || l.marketId === market)
      .map((l) => ({ l, km: haversineKm(latitude, longitude, l.location.latitude, l.location.longitude) }))
      .filter(({ km }) => km <= distance)
      .sort((a, b) => a.km - b.km || a.l.id - b.l.id);
    return c.json(found.map(({ l, km }) => ({ ...toLocation(l, state, lang, pageSizeReviews), distance: Number(km.toFixed(3)) })));
  });

  app.post('/:endpoint/review', async (c) => {
    const type = typeOf(c.req.param('endpoint'));
    const body = await readJsonObject(c);
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 10;
    if (!Number.isInteger(page) || (page as number) < 1) throw badRequest('page must be an integer >= 1');
    if (!Number.isInteger(pageSize) || (pageSize as number) < 1 || (pageSize as number) > 1000)
      throw badRequest('pageSize must be an integer between 1 and 1000');
    const filters = body.filters ?? {};
    if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) throw badRequest('filters must be an object');
    const f = filters as Record<string, unknown>;
    if (f.locationId !== undefined && !Number.isInteger(f.locationId)) throw badRequest('filters.locationId must be an integer');
    if (f.rating !== undefined && (!Number.isInteger(f.rating) || (f.rating as number) < 1 || (f.rating as number) > 5))
      throw badRequest('filters.rating must be an integer 1-5');
    const from = dateFilter(f.from, 'filters.from');
    const to = dateFilter(f.to, 'filters.to');
    if (from && to && from > to) throw badRequest("Start date can't be greater than end date");
    // A date-only `to` includes that whole day.
    const toEnd = to && typeof f.to === 'string' && f.to.length === 10 ? new Date(Date.parse(to) + 86_399_999).toISOString() : to;
    const all = reviewsOf(type, state, langFrom(c.req.header('accept-language')), f.locationId as number | undefined).filter(
      (r) => (f.rating === undefined || r.rating === f.rating) && (!from || r.date >= from) && (!toEnd || r.date <= toEnd),
    );
    const size = pageSize as number;
    const start = ((page as number) - 1) * size;
    return c.json({
      content: all.slice(start, start + size),
      page,
      pageSize,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / size),
    });
  });

  app.post('/:endpoint/review/create', async (c) => {
    const type = typeOf(c.req.param('endpoint'));
    const review = createReview(
      type,
      await readJsonObject(c),
      state,
      langFrom(c.req.header('accept-language')),
      c.req.header('idempotency-key') ?? null,
    );
    return c.json({ review }, 201);
  });

  app.get('/:endpoint/:id', (c) => {
    const type = typeOf(c.req.param('endpoint'));
    const raw = c.req.param('id');
    if (!/^[1-9]\d{0,8}$/.test(raw)) throw badRequest(`Malformed location id "${raw}"`);
    const found = listFor(type).find((l) => l.id === Number(raw));
    if (!found) throw notFound(`No ${type} with id ${raw}`);
    const lang = langFrom(c.req.header('accept-language'));
    return c.json(toLocation(found, state, lang, Number.MAX_SAFE_INTEGER));
  });

  return app;
}
