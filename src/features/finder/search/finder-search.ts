// The finder's search as an address: the text (`q`), the filters that are on and the page of the list.
// One reading for the server (which renders `?q=…` and the filters, with or without the visitor's
// script), the island's first state, the form that sends it without a script, and the address the
// island writes as the visitor types.
import { finderFiltersToSearch, parseFinderFilters, type FinderFilters } from './finder-filters';

export interface FinderSearch {
  query: string;
  filters: FinderFilters;
  page: number;
}

/** The search field's name in the finder's form and its address. */
export const QUERY_PARAM = 'q';

/** What an address says (whatever a visitor typed into it); the path's postal code when it has no `q`. */
export function parseFinderSearch(search: Record<string, unknown>, zipCode?: string): FinderSearch {
  // The router reads `q=46001` as a number.
  const written = search[QUERY_PARAM];
  const query = typeof written === 'string' || typeof written === 'number' ? String(written) : (zipCode ?? '');
  const page = Math.max(1, Math.floor(Number(search.page)) || 1);
  return { query: query.slice(0, 60), filters: parseFinderFilters(search), page };
}

/** The address of a search on the list at `listPath`: only what is set, so a plain list keeps a plain address. */
export function finderHref(listPath: string, { query, filters, page }: FinderSearch): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set(QUERY_PARAM, query.trim());
  for (const [key, value] of Object.entries(finderFiltersToSearch(filters))) params.set(key, String(value));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${listPath}?${search}` : listPath;
}

/** What the finder's form holds: what the visitor typed and chose, before the island woke or after. */
export function searchFromForm(form: HTMLFormElement): Omit<FinderSearch, 'page'> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, key) => (fields[key] = String(value)));
  const { query, filters } = parseFinderSearch(fields);
  return { query, filters };
}
