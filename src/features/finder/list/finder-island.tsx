// The finder: search, filters, list and map, one island. Native first: the search and the filters are a
// GET form the server answers (`?q=Valencia&open=1`), so they work before the island wakes and without
// any script. Awake, a keystroke changes only the island's search; the list follows in a transition (a
// deferred render), a page of rows at a time, and the address once typing pauses (use-finder-search.ts).
import { useHydrated } from '../../../lib/client-only';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppState } from '../../../state/app-store';
import { defineIsland } from '../../../ui/islands';
import { FinderFilterPanel } from '../search/finder-filter-panel';
import { activeFilterCount, applyFinderFilters, coinsOf, createFactsReader, NO_FILTERS, savedFirst } from '../search/finder-filters';
import { FINDER_FORM_ID, FinderSearchForm } from '../search/finder-search-form';
import { finderHref, searchFromForm, type FinderSearch } from '../search/finder-search';
import { LazyFinderMap } from '../map/lazy-maps';
import { searchIndexFor, searchLocations } from '../search/location-search';
import type { LocationKind } from '../data/location-types';
import { NearMeNotice } from '../search/near-me-notice';
import { savedKey, useSavedLocations } from '../data/saved-locations';
import { useFinderSearch } from '../search/use-finder-search';
import { useFinderLocations } from '../data/use-finder-locations';
import { useNearMe } from '../search/use-near-me';
import { useTick } from '../../../ui/use-now';
import { FinderResults } from './finder-results';
import './finder.css';

interface FinderProps extends FinderSearch {
  kind: LocationKind;
  /** The list's address (the alias the visitor used, no postal code in the path): the search's own. */
  listPath: string;
  /** The content's placeholder and empty-list text. */
  placeholder?: string;
  noResults?: string;
}

function Finder({ kind, listPath, placeholder, noResults, ...initial }: FinderProps) {
  const { t } = useTranslation();
  const isMobile = useAppState((s) => s.screen.isMobile);
  const light = useAppState((s) => s.light);
  // One Date per minute: open states change by the minute, so rows (and the filters' facts) are worked out
  // again only when it turns, not on every keystroke nor when hydration hands over to the real time.
  const minuteStart = useTick(60_000);
  const now = useMemo(() => new Date(minuteStart), [minuteStart]);
  const { locations, isPending, isError, refetch, updatedAt, isRefreshing, refreshFailed } = useFinderLocations(kind);
  const search = useFinderSearch(listPath, initial);
  const saved = useSavedLocations();
  const nearMe = useNearMe(kind, locations);
  const near = nearMe.state.status === 'ready' ? nearMe.state : undefined;
  // The list follows the search in a transition: the keystroke's own render is the field alone.
  const query = useDeferredValue(search.query);
  const filters = useDeferredValue(search.filters);

  // Over the server's HTML, what the visitor typed or chose in the form before the island woke is theirs.
  // The app's own render draws the form from the search, and may draw the filters after the field (once
  // the list is there): read then, the form would drop them.
  const overServerHtml = !useHydrated();
  useEffect(() => {
    const form = document.getElementById(FINDER_FORM_ID);
    if (overServerHtml && form instanceof HTMLFormElement) search.adopt(searchFromForm(form));
    // Once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const index = useMemo(() => searchIndexFor(near ? near.locations : locations), [near, locations]);
  const result = useMemo(() => searchLocations(index, query, near?.origin), [index, query, near]);
  const factsOf = useMemo(() => createFactsReader(now), [now]);
  const filtered = useMemo(() => applyFinderFilters(result.items, filters, factsOf), [result, filters, factsOf]);
  const items = useMemo(() => savedFirst(filtered.items, (id) => savedKey(kind, id) in saved), [filtered, saved, kind]);
  const coins = useMemo(() => coinsOf(locations), [locations]);
  const mapLocations = useMemo(() => items.map((item) => item.location), [items]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [mapWanted, setMapWanted] = useState<boolean | null>(null);
  // Light mode: no map (its code and tiles) until the visitor asks for it with the toggle.
  const showMap = mapWanted ?? (!isMobile && !light);

  return (
    <>
      <FinderSearchForm
        action={listPath}
        query={search.query}
        placeholder={placeholder}
        nearMe={nearMe.state}
        onQueryChange={search.setQuery}
        onCommit={search.commit}
        onNearMe={() => void nearMe.locate()}
      />
      <NearMeNotice state={nearMe.state} onClear={nearMe.clear} />
      {!isError && !isPending && (
        <FinderFilterPanel
          filters={search.filters}
          counts={filtered.counts}
          coins={coins}
          onChange={search.setFilters}
          clearHref={finderHref(listPath, { query: search.query, filters: NO_FILTERS, page: 1 })}
        />
      )}
      <div className={`finder-layout${showMap ? ' with-map' : ''}`}>
        <FinderResults
          kind={kind}
          list={{ isPending, isError, refetch, updatedAt, isRefreshing, refreshFailed }}
          items={items}
          mode={result.mode}
          query={query}
          page={search.page}
          pageHref={(page) => finderHref(listPath, { ...search, page })}
          now={now}
          saved={saved}
          emptyText={noResults}
          filteredOut={result.items.length > 0 && activeFilterCount(filters) > 0}
          activeId={activeId}
          selectedId={selectedId}
          onActivate={setActiveId}
        />
        <div className="finder-map-area">
          <button
            type="button"
            className="button secondary finder-map-toggle"
            aria-expanded={showMap}
            onClick={() => setMapWanted(!showMap)}
          >
            {showMap ? t('finder.map.hide') : t('finder.map.show')}
          </button>
          {showMap && (
            <LazyFinderMap
              locations={mapLocations}
              activeId={activeId ?? selectedId}
              origin={near?.origin}
              label={t('finder.map.label')}
              originLabel={t('finder.map.youAreHere')}
              onSelect={setSelectedId}
            />
          )}
        </div>
      </div>
    </>
  );
}

export const island = defineIsland('finder', Finder);
