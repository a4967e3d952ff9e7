import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { activeFilterCount, toggleFilters, type FilterCounts, type FinderFilters } from './finder-filters';

interface Props {
  filters: FinderFilters;
  counts: FilterCounts;
  /** Every coin the market's locations handle, BTC first. */
  coins: string[];
  onChange: (next: FinderFilters) => void;
}

/** The on-screen filters, each with how many results choosing it would leave. Memoised: the list
 * re-renders after hydration (the screen class) and when the minute turns, with the same filters and counts. */
export const FinderFilterPanel = memo(function FinderFilterPanel({ filters, counts, coins, onChange }: Props) {
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
              name={key}
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
          <button
            type="button"
            className="button secondary finder-filters-clear"
            onClick={() => onChange({ sell: false, open: false, h24: false, card: false })}
          >
            {t('finder.filters.clear')}
          </button>
        )}
      </div>
      <p className="finder-filters-hint">{t('finder.filters.openHint')}</p>
    </fieldset>
  );
});
