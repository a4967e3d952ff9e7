// The ATM and store list page: the list comes first and works from the cached list with no signal;
// the map is an enhancement loaded afterwards.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppState } from '../../../state/app-store';
import type { PageContent } from '../../../content/content-queries';
import { useContent } from '../../../content/use-content';
import { usePageMeta } from '../../../seo/page-meta';
import { PageIntro } from '../../../ui/page-intro';
import { FinderDataAge } from './finder-data-age';
import { FinderFilterPanel } from '../search/finder-filter-panel';
import { activeFilterCount, applyFinderFilters, createFactsReader, savedFirst } from '../search/finder-filters';
import { FinderSearchForm } from '../search/finder-search-form';
import { LazyFinderMap } from '../map/lazy-maps';
import { LocationResultItem, resultElementId } from './location-result-item';
import { searchIndexFor, searchLocations } from '../search/location-search';
import type { FinderLocation, LocationKind } from '../data/location-types';
import { NearMeNotice } from '../search/near-me-notice';
import { savedKey, useSavedLocations } from '../data/saved-locations';
import { useFinderFilters } from '../search/use-finder-filters';
import { useFinderLocations } from '../data/use-finder-locations';
import { useNearMe } from '../search/use-near-me';
import { useTick } from '../../../ui/use-now';
import { useZipParam } from '../search/use-zip-param';
import './finder.css';
import { Island, Static } from '../../../ui/islands';

const PAGE_SIZE = 30;

interface PageCopy extends PageContent {
  SearchPlaceholder?: string;
  NoResults?: string;
}

/** Every coin the locations handle, BTC first, then alphabetical: the coin filter's options. */
function coinsOf(locations: FinderLocation[]): string[] {
  const all = new Set(locations.flatMap((location) => location.supports?.coins ?? []));
  return [...all].sort((a, b) => (a === 'BTC' ? -1 : b === 'BTC' ? 1 : a.localeCompare(b)));
}

export function LocationFinder({ kind, zipCode }: { kind: LocationKind; zipCode: string | undefined }) {
  const content = useContent<PageCopy>(kind === 'atm' ? 'atms-page' : 'stores-page');
  usePageMeta(content.SEO, { fallbackTitle: content.Title });
  // The search, filters, list and map share their state: one island, woken by the first interaction
  // with any of them or when the map comes near the viewport.
  return (
    <div className="page finder">
      <Static>
        <PageIntro title={content.Title ?? ''} intro={content.Intro} />
      </Static>
      <Island wake={{ visible: '.finder-map' }}>
        <FinderBody kind={kind} zipCode={zipCode} content={content} />
      </Island>
    </div>
  );
}

function FinderBody({ kind, zipCode, content }: { kind: LocationKind; zipCode: string | undefined; content: PageCopy }) {
  const { t } = useTranslation();
  const isMobile = useAppState((s) => s.screen.isMobile);
  // One Date per minute: open states change by the minute, so rows (and the filters' facts) are worked out
  // again only when it turns, not on every keystroke nor when hydration hands over to the real time.
  const minuteStart = useTick(60_000);
  const now = useMemo(() => new Date(minuteStart), [minuteStart]);
  const { locations, isPending, isError, refetch, updatedAt, isRefreshing, refreshFailed } = useFinderLocations(kind);
  const { query, setQuery, commit } = useZipParam(kind, zipCode);
  const { filters, setFilters } = useFinderFilters();
  const saved = useSavedLocations();
  const nearMe = useNearMe(kind, locations);
  const near = nearMe.state.status === 'ready' ? nearMe.state : undefined;
  const searchText = useDeferredValue(query);

  const index = useMemo(() => searchIndexFor(near ? near.locations : locations), [near, locations]);
  const result = useMemo(() => searchLocations(index, searchText, near?.origin), [index, searchText, near]);
  const factsOf = useMemo(() => createFactsReader(now), [now]);
  const filtered = useMemo(() => applyFinderFilters(result.items, filters, factsOf), [result, filters, factsOf]);
  const items = useMemo(() => savedFirst(filtered.items, (id) => savedKey(kind, id) in saved), [filtered, saved, kind]);
  const coins = useMemo(() => coinsOf(locations), [locations]);
  const mapLocations = useMemo(() => items.map((item) => item.location), [items]);

  // ?page=N: the list in pages of PAGE_SIZE that plain links reach (crawlers, no JavaScript);
  // "show more" then adds to the page being read.
  const { page: pageParam } = useSearch({ strict: false }) as { page?: unknown };
  const page = Math.max(1, Math.floor(Number(pageParam)) || 1);
  const start = (page - 1) * PAGE_SIZE;
  const pageCount = Math.ceil(items.length / PAGE_SIZE);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [mapWanted, setMapWanted] = useState<boolean | null>(null);
  const showMap = mapWanted ?? !isMobile;

  useEffect(() => setLimit(PAGE_SIZE), [items, page]);

  useEffect(() => {
    if (selectedId === null) return;
    const position = items.findIndex((item) => item.location.id === selectedId);
    if (position >= start + limit) setLimit(position - start + 1);
    else document.getElementById(resultElementId(selectedId))?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId, items, limit, start]);

  const shown = items.slice(start, start + limit);
  const filtersOn = activeFilterCount(filters) > 0;
  const countKey = kind === 'atm' ? 'finder.results.atm' : 'finder.results.store';

  return (
    <>
      <FinderSearchForm
        query={query}
        placeholder={content.SearchPlaceholder}
        nearMe={nearMe.state}
        onQueryChange={setQuery}
        onCommit={commit}
        onNearMe={() => void nearMe.locate()}
      />
      <NearMeNotice state={nearMe.state} onClear={nearMe.clear} />
      {!isError && !isPending && <FinderFilterPanel filters={filters} counts={filtered.counts} coins={coins} onChange={setFilters} />}
      <div className={`finder-layout${showMap ? ' with-map' : ''}`}>
        <section className="finder-results" aria-labelledby="finder-count">
          {isError ? (
            <div className="finder-notice finder-notice-error" role="alert">
              <p>{t('finder.loadError')}</p>
              <button type="button" className="button" onClick={() => void refetch()}>
                {t('finder.retry')}
              </button>
            </div>
          ) : isPending ? (
            <p id="finder-count" className="finder-count" role="status">
              {t('finder.loading')}
            </p>
          ) : (
            <>
              <p id="finder-count" className="finder-count" role="status" aria-live="polite">
                {t(countKey, { count: items.length })}
              </p>
              <FinderDataAge
                updatedAt={updatedAt}
                refreshing={isRefreshing}
                refreshFailed={refreshFailed}
                onRefresh={() => void refetch()}
              />
              {result.mode === 'postal-region' && <p className="finder-hint">{t('finder.search.region', { code: query.trim() })}</p>}
              {items.length === 0 ? (
                <div className="finder-empty">
                  <p>
                    <strong>{content.NoResults ?? t('finder.empty.title')}</strong>
                  </p>
                  {result.items.length > 0 && filtersOn ? (
                    <p>{t('finder.filters.emptyHint')}</p>
                  ) : (
                    <p>{t(result.mode === 'malformed' ? 'finder.empty.postalHint' : 'finder.empty.hint')}</p>
                  )}
                </div>
              ) : (
                <ul className="finder-list">
                  {shown.map((item) => (
                    <LocationResultItem
                      key={item.location.id}
                      item={item}
                      now={now}
                      saved={savedKey(kind, item.location.id) in saved}
                      active={activeId === item.location.id || selectedId === item.location.id}
                      onActivate={setActiveId}
                    />
                  ))}
                </ul>
              )}
              {items.length > start + limit && (
                <button type="button" className="button secondary finder-more" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                  {t('finder.showMore', { count: Math.min(PAGE_SIZE, items.length - start - limit) })}
                </button>
              )}
              {pageCount > 1 && (
                <nav className="finder-pages" aria-label={t('finder.pages')}>
                  <ul>
                    {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                      <li key={number}>
                        <Link
                          to="."
                          search={(previous: Record<string, unknown>) => ({ ...previous, page: number > 1 ? number : undefined })}
                          aria-label={t('finder.pageLabel', { page: number })}
                          aria-current={number === page ? 'page' : undefined}
                        >
                          {number}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </>
          )}
        </section>
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
