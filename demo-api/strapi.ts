/** Strapi v4 query parsing and response envelopes for the content service. */
import { badRequest } from './errors';
import type { Lang } from './types';

export interface Entry {
  id: number;
  attributes: Record<string, unknown>;
}

interface Filter {
  path: string[];
  op: string;
  value: string;
}

export interface CmsQuery {
  locale: Lang;
  page: number;
  pageSize: number;
  filters: Filter[];
}

const PUBLISHED = '2026-10-01T09:00:00.000Z';
const OPS = new Set(['$eq', '$eqi', '$ne', '$contains', '$containsi']);
const MAX_PAGE_SIZE = 1000;

function positiveInt(raw: string | null, name: string, fallback: number): number {
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw badRequest(`${name} must be a positive integer`);
  return Number(raw);
}

export function parseCmsQuery(url: string): CmsQuery {
  const params = new URL(url).searchParams;
  const locale = params.get('locale') ?? 'es';
  if (locale !== 'es' && locale !== 'en') throw badRequest(`Invalid locale "${locale}": use es or en`);
  const page = positiveInt(params.get('pagination[page]'), 'pagination[page]', 1);
  const pageSize = Math.min(positiveInt(params.get('pagination[pageSize]'), 'pagination[pageSize]', 25), MAX_PAGE_SIZE);
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith('filters')) continue;
    const m = /^filters((?:\[[^\]$[]+\])+)\[(\$\w+)\]$/.exec(key);
    if (!m || !OPS.has(m[2] as string)) throw badRequest(`Unsupported filter "${key}"`);
    filters.push({ path: (m[1] as string).slice(1, -1).split(']['), op: m[2] as string, value });
  }
  return { locale, page, pageSize, filters };
}

function matches(attributes: Record<string, unknown>, f: Filter): boolean {
  let v: unknown = attributes;
  for (const part of f.path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  const actual = v === undefined || v === null ? '' : String(v);
  switch (f.op) {
    case '$eq': return actual === f.value;
    case '$eqi': return actual.toLowerCase() === f.value.toLowerCase();
    case '$ne': return actual !== f.value;
    case '$contains': return actual.includes(f.value);
    default: return actual.toLowerCase().includes(f.value.toLowerCase());
  }
}

export const withMeta = (attributes: object, locale: Lang) => ({
  ...attributes,
  locale,
  createdAt: PUBLISHED,
  updatedAt: PUBLISHED,
  publishedAt: PUBLISHED,
});

export const single = (id: number, attributes: object, locale: Lang) => ({ data: { id, attributes: withMeta(attributes, locale) }, meta: {} });

export function collection(entries: Entry[], q: CmsQuery) {
  const filtered = entries.filter((e) => q.filters.every((f) => matches(e.attributes, f)));
  const start = (q.page - 1) * q.pageSize;
  return {
    data: filtered.slice(start, start + q.pageSize).map((e) => ({ id: e.id, attributes: withMeta(e.attributes, q.locale) })),
    meta: { pagination: { page: q.page, pageSize: q.pageSize, pageCount: Math.ceil(filtered.length / q.pageSize), total: filtered.length } },
  };
}
