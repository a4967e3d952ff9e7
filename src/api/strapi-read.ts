// Reads from the content service, normalized (strapi.ts). Lists follow meta.pagination: Strapi caps a
// page at its maxLimit (100 by default) whatever the site asks, so the first page says how many there
// are and the rest are fetched together.
import { webClient } from './clients';
import type { Client, Query } from './create-client';
import { normalizeList, normalizeSingle, type StrapiEntry } from './strapi';

/** SPEC 7's page size; Strapi answers with its own cap and says so in meta.pagination.pageSize. */
const LIST_PAGE_SIZE = 1000;

export async function readEntry<A>(path: string, query: Query, signal?: AbortSignal, client: Client = webClient): Promise<StrapiEntry<A>> {
  return normalizeSingle<A>(await client.get<unknown>(path, { query, signal }));
}

export async function readAll<A>(
  collection: string,
  query: Query,
  signal?: AbortSignal,
  client: Client = webClient,
): Promise<Array<StrapiEntry<A>>> {
  const page = (n: number) =>
    client
      .get<unknown>(collection, { query: { ...query, 'pagination[page]': n, 'pagination[pageSize]': LIST_PAGE_SIZE }, signal })
      .then((body) => normalizeList<A>(body));
  const first = await page(1);
  const pageCount = first.pagination?.pageCount ?? 1;
  const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((p) => p.entries);
}
