import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { finderFiltersToSearch, parseFinderFilters, type FinderFilters } from './finder-filters';

/**
 * The finder's filters, kept in the URL's search params: shareable, kept on reload, read by the server
 * render. A change replaces the URL (no history entry per tick) and leaves the scroll where it is.
 */
export function useFinderFilters() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const filters = useMemo(() => parseFinderFilters(search), [search]);
  const setFilters = useCallback(
    (next: FinderFilters) => {
      void navigate({ to: '.', search: finderFiltersToSearch(next), replace: true, resetScroll: false, state: { keepScroll: true } });
    },
    [navigate],
  );
  return { filters, setFilters };
}
