import { useTranslation } from '../../i18n/use-translation';

/** A 1-5 rating as a group of radio buttons (arrow keys move between them), shown as stars. */
export function RatingInput({
  id,
  legend,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  value: number | null;
  onChange: (v: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={`field rating-input${error ? ' field-has-error' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="rating-options">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className={`rating-option${value !== null && rating <= value ? ' on' : ''}`}>
            <input
              type="radio"
              name={id}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.starCount', { count: rating })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
