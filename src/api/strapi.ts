// Shapes of the content service (Strapi REST) and the one normalizer every answer goes through.
// Strapi v4 wraps entries as { id, attributes } and relations and media as { data }; v5 answers them
// flat, with a documentId. The site reads one shape: entries as { id, attributes }, media and
// relations unwrapped (a media field is a StrapiMedia or null).

export interface StrapiEntry<A> {
  id: number;
  documentId?: string;
  attributes: A;
}

export interface StrapiPagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** An image format Strapi's upload plugin made (thumbnail, small, medium, large). */
interface StrapiMediaFormat {
  url: string;
  width?: number | null;
  height?: number | null;
}

/** An upload (image), unwrapped: v4's { data: { id, attributes } } and v5's flat object read alike. */
export interface StrapiMedia {
  id?: number;
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  mime?: string;
  formats?: Record<string, StrapiMediaFormat> | null;
}

/** The SEO block as the SPEC names it (section 3), with the image either a path or an upload. */
export interface Seo {
  MetaTitle?: string;
  MetaDescription?: string;
  Keywords?: string;
  OpenGraphTags?: { ogTitle?: string; ogDescription?: string; ogImage?: string | StrapiMedia | null };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isMediaLike = (value: JsonObject) => typeof value.url === 'string' && ('mime' in value || 'formats' in value);

/** A v4 { id, attributes } or a v5 flat entry, as { id, documentId?, attributes }. */
function normalizeEntry<A>(raw: unknown): StrapiEntry<A> {
  if (!isObject(raw)) throw new TypeError('Not a Strapi entry');
  if (isObject(raw.attributes)) {
    const { id, documentId, attributes } = raw;
    return { id: id as number, ...(typeof documentId === 'string' ? { documentId } : {}), attributes: normalizeFields(attributes) as A };
  }
  const { id, documentId, ...fields } = raw;
  return { id: id as number, ...(typeof documentId === 'string' ? { documentId } : {}), attributes: normalizeFields(fields) as A };
}

/** An entry's fields: components kept, v4 `{ data }` wrappers of media and relations removed. */
function normalizeFields(fields: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, normalizeValue(value)])) as JsonObject;
}

function normalizeValue(value: Json): Json {
  if (Array.isArray(value)) return value.map(normalizeValue);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'data' && (value.data === null || typeof value.data === 'object')) {
    const data = value.data;
    if (data === null) return null;
    if (Array.isArray(data)) return data.map(unwrapRelated);
    return unwrapRelated(data);
  }
  return normalizeFields(value);
}

/** One item of a v4 relation or media field: media flattened (what v5 sends), entries as { id, attributes }. */
function unwrapRelated(item: Json): Json {
  if (!isObject(item) || !isObject(item.attributes)) return normalizeValue(item);
  if (isMediaLike(item.attributes)) return { id: item.id ?? null, ...normalizeFields(item.attributes) };
  return normalizeEntry<JsonObject>(item) as unknown as Json;
}

/** One entry's answer (a single type, findOne, a slug route): its entry, normalized. */
export function normalizeSingle<A>(body: unknown): StrapiEntry<A> {
  if (!isObject(body) || !isObject(body.data)) throw new TypeError('Not a Strapi single answer');
  return normalizeEntry<A>(body.data);
}

/** A list page: its entries, normalized, and its pagination (Strapi always sends one for lists). */
export function normalizeList<A>(body: unknown): { entries: Array<StrapiEntry<A>>; pagination?: StrapiPagination } {
  if (!isObject(body) || !Array.isArray(body.data)) throw new TypeError('Not a Strapi list answer');
  const meta = isObject(body.meta) ? body.meta : {};
  return {
    entries: body.data.map((entry) => normalizeEntry<A>(entry)),
    pagination: isObject(meta.pagination) ? (meta.pagination as unknown as StrapiPagination) : undefined,
  };
}

/** Whether a normalized field holds an upload. */
export const isStrapiMedia = (value: unknown): value is StrapiMedia => isObject(value) && isMediaLike(value);
