import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useLang, useMarketId } from '../../state/use-lang';
import { useDisplayTimeZone } from '../../state/render-clock';
import { StarRating } from '../../ui/star-rating';
import { homeReviewsQuery } from './home-queries';
import { dateTimeFormat } from '../../i18n/intl-formats';

export function ReviewsTeaser() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending } = useQuery(homeReviewsQuery(useMarketId(), lang));
  const reviews = data ?? [];
  const date = dateTimeFormat(lang, { dateStyle: 'medium', timeZone: useDisplayTimeZone() });
  return (
    <section className="content-section" aria-labelledby="home-reviews-title" aria-busy={isPending}>
      <h2 id="home-reviews-title">{t('pages.home.reviewsTitle')}</h2>
      {isPending && <div className="skeleton skeleton-line" aria-hidden="true" />}
      {!isPending && reviews.length === 0 && <p className="empty-state">{t('pages.home.noReviews')}</p>}
      <ul className="card-grid balanced-grid">
        {reviews.map(({ review, storeId, storeTitle }) => (
          <li key={review.id} className="card home-review">
            <figure>
              {review.rating !== undefined && <StarRating rating={review.rating} />}
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                {review.author}
                {storeTitle && (
                  <>
                    {' · '}
                    <Link to="/store/$id" params={{ id: String(storeId) }}>
                      {storeTitle}
                    </Link>
                  </>
                )}
                {review.date && <time dateTime={review.date}> · {date.format(new Date(review.date))}</time>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="cta-row">
        <Link to="/opinions" className="button secondary">
          {t('pages.home.allReviews')}
        </Link>
      </p>
    </section>
  );
}
