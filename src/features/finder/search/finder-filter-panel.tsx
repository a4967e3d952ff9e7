import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { activeFilterCount, NO_FILTERS, toggleFilters, type FilterCounts, type FinderFilters } from './finder-filters';
import { FINDER_FORM_ID } from './finder-search-form';

interface Props {
  filters: FinderFilters;
  counts: FilterCounts;
  /** Every coin the market's locations handle, BTC first. */
  coins: string[];
  onChange: (next: FinderFilters) => void;
  /** The list's address with no filter: "clear" is a link there, for a page no script has woken. */
  clearHref: string;
}

/** The on-screen filters, each with how many results choosing it would leave. Memoised: the list
 * re-renders after hydration (the screen class) and when the minute turns, with the same filters and counts. */
export const FinderFilterPanel = memo(function FinderFilterPanel({ filters, counts, coins, onChange, clearHref }: Props) {
  const { t } = useTranslation();
  // A coin chosen through the URL that no location here handles still shows as chosen.
  const coinOptions = filters.coin && !coins.includes(filters.coin) ? [...coins, filters.coin] : coins;
  return (
    <fieldset className="finder-filters">
      <legend>{t('finder.filters.title')}</legend>
      <div className="finder-filter-row">
        {toggleFilters.map((key) => (
          <label key={key} className={`finder-filter${filters[key] ? ' on' : ''}`}>
            <input
              type="checkbox"
              form={FINDER_FORM_ID}
              name={key}
              value="1"
              checked={filters[key]}
              onChange={(event) => onChange({ ...filters, [key]: event.target.checked })}
            />
            <span>{t(`finder.filters.${key}`)}</span>
            <span className="finder-filter-count">
              <span aria-hidden="true">{counts.toggles[key]}</span>
              <span className="visually-hidden">{t('finder.filters.count', { count: counts.toggles[key] })}</span>
            </span>
          </label>
        ))}
        <label className="finder-filter finder-filter-coin">
          <span>{t('finder.filters.coin')}</span>
          <select
            form={FINDER_FORM_ID}
            name="coin"
            value={filters.coin ?? ''}
            onChange={(event) => {
              const { coin: _old, ...rest } = filters;
              onChange(event.target.value ? { ...rest, coin: event.target.value } : rest);
            }}
          >
            <option value="">{t('finder.filters.anyCoin', { count: counts.anyCoin })}</option>
            {coinOptions.map((coin) => (
              <option key={coin} value={coin}>
                {t('finder.filters.coinOption', { coin, count: counts.coins[coin] ?? 0 })}
              </option>
            ))}
          </select>
        </label>
        {activeFilterCount(filters) > 0 && (
          <a
            href={clearHref}
            className="button secondary finder-filters-clear"
            onClick={(event) => {
              event.preventDefault();
              onChange(NO_FILTERS);
            }}
          >
            {t('finder.filters.clear')}
          </a>
        )}
      </div>
      {/* Awake, a filter applies as soon as it is chosen; without a script the form sends them. */}
      <noscript>
        <button type="submit" form={FINDER_FORM_ID} className="button secondary finder-filters-apply">
          {t('finder.filters.apply')}
        </button>
      </noscript>
      <p className="finder-filters-hint">{t('finder.filters.openHint')}</p>
    </fieldset>
  );
});
