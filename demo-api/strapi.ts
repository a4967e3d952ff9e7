/**
 * Strapi 4.26 query semantics and response envelopes for the content service, as cms/ answers them
 * (checked by cms/contract/compare.mjs): page size 25 by default and at most 100, nothing but plain
 * fields unless `populate` asks (`*` is one level; deeper through `populate[a][populate]=...` or
 * `populate[0]=a.b`), components with ids, media as upload objects, any `locale` accepted.
 */
import { badRequest } from './errors';
import { isMediaPath, JSON_FIELDS, mediaRecord } from './cms-model';
import type { Entry } from './cms-entry';

interface Filter {
  path: string[];
  op: string;
  value: string;
}

/** What to populate below one level: every relation of it (`*`) and/or named ones, each with its own. */
export interface Populate {
  all: boolean;
  fields: Map<string, Populate>;
}

export interface CmsQuery {
  /** As asked: Strapi takes any code, and an unknown one simply matches nothing. */
  locale: string;
  page: number;
  pageSize: number;
  filters: Filter[];
  populate: Populate;
}

const PUBLISHED = '2026-10-01T09:00:00.000Z';
const OPS = new Set(['$eq', '$eqi', '$ne', '$contains', '$containsi']);
/** config/api.js of a generated Strapi. */
const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;
const DEFAULT_LOCALE = 'es';

const emptyPopulate = (): Populate => ({ all: false, fields: new Map() });

/** Strapi reads page and page size as integers, and anything below 1 as 1. */
function pageNumber(raw: string | null, name: string, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw badRequest(`${name} must be an integer`);
  return Math.max(1, Number(raw));
}

function addPath(node: Populate, path: string) {
  const [head, ...rest] = path.split('.');
  if (!head) return;
  if (head === '*') {
    node.all = true;
    return;
  }
  const child = node.fields.get(head) ?? emptyPopulate();
  node.fields.set(head, child);
  if (rest.length) addPath(child, rest.join('.'));
}

/** One `populate...` parameter: its bracket segments after `populate`, and its value. */
function addPopulate(node: Populate, segments: string[], value: string) {
  const [first, ...rest] = segments;
  // populate=a,b.c   populate[0]=a.b   populate[]=a
  if (first === undefined || first === '' || /^\d+$/.test(first)) {
    value.split(',').forEach((path) => addPath(node, path.trim()));
    return;
  }
  if (value === 'false' && !rest.length) return;
  const child = node.fields.get(first) ?? emptyPopulate();
  node.fields.set(first, child);
  // populate[a][populate]...: what to populate inside a; [fields], [filters], [sort] only narrow it.
  if (rest[0] === 'populate') addPopulate(child, rest.slice(1), value);
}

function parsePopulate(params: URLSearchParams): Populate {
  const root = emptyPopulate();
  for (const [key, value] of params) {
    const m = /^populate((?:\[[^\]]*\])*)$/.exec(key);
    if (!m) continue;
    const segments = [...(m[1] ?? '').matchAll(/\[([^\]]*)\]/g)].map((s) => s[1] as string);
    addPopulate(root, segments, value);
  }
  return root;
}

export function parseCmsQuery(url: string): CmsQuery {
  const params = new URL(url).searchParams;
  const locale = params.get('locale') || DEFAULT_LOCALE;
  const page = pageNumber(params.get('pagination[page]'), 'pagination[page]', 1);
  const pageSize = Math.min(pageNumber(params.get('pagination[pageSize]'), 'pagination[pageSize]', DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith('filters')) continue;
    const m = /^filters((?:\[[^\]$[]+\])+)\[(\$\w+)\]$/.exec(key);
    if (!m || !OPS.has(m[2] as string)) throw badRequest(`Invalid parameter ${key}`);
    filters.push({ path: (m[1] as string).slice(1, -1).split(']['), op: m[2] as string, value });
  }
  return { locale, page, pageSize, filters, populate: parsePopulate(params) };
}

function matches(attributes: Record<string, unknown>, f: Filter): boolean {
  let v: unknown = attributes;
  for (const part of f.path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  const actual = v === undefined || v === null ? '' : String(v);
  switch (f.op) {
    case '$eq':
      return actual === f.value;
    case '$eqi':
      return actual.toLowerCase() === f.value.toLowerCase();
    case '$ne':
      return actual !== f.value;
    case '$contains':
      return actual.includes(f.value);
    default:
      return actual.toLowerCase().includes(f.value.toLowerCase());
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isComponent = (key: string, v: unknown) =>
  !JSON_FIELDS.has(key) && (isPlainObject(v) || (Array.isArray(v) && v.length > 0 && v.every(isPlainObject)));

/** Component ids: Strapi numbers each component table's rows; here the position gives a stable one. */
function project(type: string, value: Record<string, unknown>, populate: Populate, path: string, id?: number): Record<string, unknown> {
  const out: Record<string, unknown> = id === undefined ? {} : { id };
  for (const [key, v] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    const asked = populate.fields.get(key) ?? (populate.all ? emptyPopulate() : undefined);
    if (isMediaPath(type, where)) {
      if (!asked) continue;
      const record = mediaRecord(v);
      out[key] = {
        data: record ? { id: record.id, attributes: Object.fromEntries(Object.entries(record).filter(([k]) => k !== 'id')) } : null,
      };
    } else if (isComponent(key, v)) {
      if (!asked) continue;
      out[key] = Array.isArray(v)
        ? v.map((item, i) => project(type, item as Record<string, unknown>, asked, where, i + 1))
        : project(type, v as Record<string, unknown>, asked, where, 1);
    } else out[key] = v;
  }
  return out;
}

/** The plain fields of an entry: what a relation (localizations) carries without a populate of its own. */
const plainFields = (type: string, attributes: Record<string, unknown>) => project(type, attributes, emptyPopulate(), '');

export interface LocalizedEntry extends Entry {
  locale: string;
  /** The same entry in the other languages (Strapi's `localizations` relation). */
  others: Array<{ id: number; locale: string; attributes: Record<string, unknown> }>;
}

/** An entry's `attributes` as Strapi answers them for this query. */
function entryAttributes(type: string, entry: LocalizedEntry, populate: Populate) {
  const attributes: Record<string, unknown> = {
    ...project(type, entry.attributes, populate, ''),
    createdAt: PUBLISHED,
    updatedAt: PUBLISHED,
    publishedAt: PUBLISHED,
    locale: entry.locale,
  };
  if (populate.all || populate.fields.has('localizations')) {
    attributes.localizations = {
      data: entry.others.map((o) => ({
        id: o.id,
        attributes: {
          ...plainFields(type, o.attributes),
          createdAt: PUBLISHED,
          updatedAt: PUBLISHED,
          publishedAt: PUBLISHED,
          locale: o.locale,
        },
      })),
    };
  }
  return attributes;
}

export const single = (type: string, entry: LocalizedEntry, populate: Populate) => ({
  data: { id: entry.id, attributes: entryAttributes(type, entry, populate) },
  meta: {},
});

/** Whether an entry passes every filter of the query. */
export const passes = (entry: Entry, q: CmsQuery) => q.filters.every((f) => matches(entry.attributes, f));

export function collection(type: string, entries: LocalizedEntry[], q: CmsQuery) {
  const filtered = entries.filter((e) => passes(e, q));
  const start = (q.page - 1) * q.pageSize;
  return {
    data: filtered.slice(start, start + q.pageSize).map((e) => ({ id: e.id, attributes: entryAttributes(type, e, q.populate) })),
    meta: {
      pagination: { page: q.page, pageSize: q.pageSize, pageCount: Math.ceil(filtered.length / q.pageSize), total: filtered.length },
    },
  };
}
