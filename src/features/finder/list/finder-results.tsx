import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useHydrated } from '../../../lib/client-only';
import type { RankedLocation, SearchResult } from '../search/location-search';
import type { LocationKind } from '../data/location-types';
import { savedKey } from '../data/saved-locations';
import { FinderDataAge } from './finder-data-age';
import { LocationResultItem, resultElementId } from './location-result-item';

/** Rows a page of the list holds: a keystroke's render never draws more than this many. */
const PAGE_SIZE = 30;

interface ListState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  updatedAt: number;
  isRefreshing: boolean;
  refreshFailed: boolean;
}

interface Props {
  kind: LocationKind;
  list: ListState;
  items: RankedLocation[];
  mode: SearchResult['mode'];
  query: string;
  /** The page of the list the address asks for (?page=N: plain links reach every page). */
  page: number;
  pageHref: (page: number) => string;
  now: Date;
  saved: Record<string, unknown>;
  emptyText?: string;
  /** The search finds places, but the filters leave none. */
  filteredOut: boolean;
  activeId: number | null;
  selectedId: number | null;
  onActivate: (id: number | null) => void;
}

/** The list of results: its count and age, a page of rows ("show more" adds the next ones), the pages. */
export function FinderResults({
  kind,
  list,
  items,
  mode,
  query,
  page,
  pageHref,
  now,
  saved,
  emptyText,
  filteredOut,
  activeId,
  selectedId,
  onActivate,
}: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const start = (page - 1) * PAGE_SIZE;
  const pageCount = Math.ceil(items.length / PAGE_SIZE);
  const [limit, setLimit] = useState(PAGE_SIZE);
  useEffect(() => setLimit(PAGE_SIZE), [items, page]);
  useEffect(() => {
    if (selectedId === null) return;
    const position = items.findIndex((item) => item.location.id === selectedId);
    if (position >= start + limit) setLimit(position - start + 1);
    else document.getElementById(resultElementId(selectedId))?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId, items, limit, start]);

  if (list.isError) {
    return (
      <section className="finder-results" aria-labelledby="finder-count">
        <div className="finder-notice finder-notice-error" role="alert">
          <p>{t('finder.loadError')}</p>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {t('finder.retry')}
          </button>
        </div>
      </section>
    );
  }
  if (list.isPending) {
    return (
      <section className="finder-results" aria-labelledby="finder-count">
        <p id="finder-count" className="finder-count" role="status">
          {t('finder.loading')}
        </p>
      </section>
    );
  }
  const shown = items.slice(start, start + limit);
  return (
    <section className="finder-results" aria-labelledby="finder-count">
      <p id="finder-count" className="finder-count" role="status" aria-live="polite">
        {t(kind === 'atm' ? 'finder.results.atm' : 'finder.results.store', { count: items.length })}
      </p>
      <FinderDataAge
        updatedAt={list.updatedAt}
        refreshing={list.isRefreshing}
        refreshFailed={list.refreshFailed}
        onRefresh={() => void list.refetch()}
      />
      {mode === 'postal-region' && <p className="finder-hint">{t('finder.search.region', { code: query.trim() })}</p>}
      {items.length === 0 ? (
        <div className="finder-empty">
          <p>
            <strong>{emptyText ?? t('finder.empty.title')}</strong>
          </p>
          <p>{t(filteredOut ? 'finder.filters.emptyHint' : mode === 'malformed' ? 'finder.empty.postalHint' : 'finder.empty.hint')}</p>
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
              onActivate={onActivate}
            />
          ))}
        </ul>
      )}
      {items.length > start + limit && (
        <button type="button" className="button secondary finder-more" disabled={!hydrated} onClick={() => setLimit((n) => n + PAGE_SIZE)}>
          {t('finder.showMore', { count: Math.min(PAGE_SIZE, items.length - start - limit) })}
        </button>
      )}
      {pageCount > 1 && (
        <nav className="finder-pages" aria-label={t('finder.pages')}>
          <ul>
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <a
                  href={pageHref(number)}
                  aria-label={t('finder.pageLabel', { page: number })}
                  aria-current={number === page ? 'page' : undefined}
                >
                  {number}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
