import { useTranslation } from '../i18n/use-translation';
import './review-list.css';

/** A 1-5 rating shown as stars, read out as "Rated 4 out of 5". */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={`star-rating ${className}`} role="img" aria-label={t('reviews.stars', { rating: Number(rating.toFixed(1)) })}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span aria-hidden="true" className="star-rating-empty">
        {'★'.repeat(5 - full)}
      </span>
    </span>
  );
}
