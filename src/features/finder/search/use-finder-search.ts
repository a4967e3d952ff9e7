import { useEffect, useRef, useState } from 'react';
import { replacePageAddress } from '../../../lib/page-url';
import { finderHref, type FinderSearch } from './finder-search';
import type { FinderFilters } from './finder-filters';

/** How long typing must pause before the address follows. */
const ADDRESS_DELAY_MS = 500;

/**
 * The finder's search, kept in the island: a keystroke changes only this state. The address follows
 * once typing pauses (or at once on Enter or leaving the field), never in a keystroke's task, and
 * never as a navigation. A new search starts on the list's first page.
 */
export function useFinderSearch(listPath: string, initial: FinderSearch) {
  const [search, setSearch] = useState(initial);
  const written = useRef(finderHref(listPath, initial));
  const write = (next: FinderSearch) => {
    const href = finderHref(listPath, next);
    if (href === written.current) return;
    written.current = href;
    replacePageAddress(href);
  };
  useEffect(() => {
    const timer = window.setTimeout(() => write(search), ADDRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
    // write reads a ref and the list's path; re-arming on every change of the search is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return {
    ...search,
    setQuery: (query: string) => setSearch((previous) => ({ ...previous, query, page: 1 })),
    setFilters: (filters: FinderFilters) => setSearch((previous) => ({ ...previous, filters, page: 1 })),
    /** The visitor's own choice of both (what the form held before the island woke). */
    adopt: (next: Omit<FinderSearch, 'page'>) => setSearch((previous) => ({ ...previous, ...next })),
    commit: () => write(search),
  };
}
