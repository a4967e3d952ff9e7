import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SendButton } from '../../ui/send-button';
import type { SelectOption } from '../../ui/option-list';
import { SelectSearch } from '../../ui/select-search';
import { TextField } from '../../ui/text-field';
import { validateDateRange, type DateRangeErrors } from './review-validation';

export interface FilterValues {
  location: string | null;
  rating: string | null;
  from: string;
  to: string;
}

export const emptyFilters: FilterValues = { location: null, rating: null, from: '', to: '' };

/** Location, rating and date range; dates are checked (SPEC 5) before the filters apply. */
export function ReviewFiltersForm({ options, onApply }: { options: SelectOption[]; onApply: (filters: FilterValues) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FilterValues>(emptyFilters);
  const [errors, setErrors] = useState<DateRangeErrors>({});
  const set =
    <K extends keyof FilterValues>(key: K) =>
    (value: FilterValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const ratingOptions: SelectOption[] = [
    { value: 'any', label: t('reviews.filters.anyRating') },
    ...[5, 4, 3, 2, 1].map((rating) => ({ value: String(rating), label: t('reviews.starCount', { count: rating }) })),
  ];
  const locationChoices: SelectOption[] = [{ value: 'any', label: t('reviews.filters.allLocations') }, ...options];

  return (
    <form
      className="review-filters"
      aria-labelledby="review-filters-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateDateRange(values.from, values.to);
        setErrors(found);
        if (!found.from && !found.to) onApply(values);
      }}
    >
      <h2 id="review-filters-title">{t('reviews.filters.title')}</h2>
      <div className="review-filter-grid balanced-grid">
        <SelectSearch
          id="filter-location"
          label={t('reviews.filters.location')}
          options={locationChoices}
          value={values.location ?? 'any'}
          onChange={(v) => set('location')(v === 'any' ? null : v)}
          placeholder={t('reviews.filters.searchPlaceholder')}
        />
        <SelectSearch
          id="filter-rating"
          label={t('reviews.filters.rating')}
          options={ratingOptions}
          value={values.rating ?? 'any'}
          onChange={(v) => set('rating')(v === 'any' ? null : v)}
        />
        <TextField
          id="filter-from"
          label={t('reviews.filters.from')}
          hint={t('reviews.filters.dateHint')}
          value={values.from}
          onChange={set('from')}
          inputMode="numeric"
          maxLength={29}
          error={errors.from && t(errors.from)}
        />
        <TextField
          id="filter-to"
          label={t('reviews.filters.to')}
          hint={t('reviews.filters.dateHint')}
          value={values.to}
          onChange={set('to')}
          inputMode="numeric"
          maxLength={29}
          error={errors.to && t(errors.to)}
        />
      </div>
      <div className="review-filter-actions">
        <SendButton className="button">{t('reviews.filters.apply')}</SendButton>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setValues(emptyFilters);
            setErrors({});
            onApply(emptyFilters);
          }}
        >
          {t('reviews.filters.reset')}
        </button>
      </div>
    </form>
  );
}
