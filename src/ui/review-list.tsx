import { StarRating } from './star-rating';
import './review-list.css';
import { dateTimeFormat } from '../i18n/intl-formats';
import { useDisplayTimeZone } from '../state/render-clock';

export interface ReviewItem {
  id: number;
  author: string;
  rating: number;
  text: string;
  date: string;
  /** Where it was written, when the list mixes locations. */
  place?: string;
}

const formatDate = (iso: string, lang: string, timeZone: string | undefined) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(date);
};

/** Customer reviews: author, stars, date and text; shared by the opinions page and location pages. */
export function ReviewList({ reviews, lang, headingLevel = 3 }: { reviews: ReviewItem[]; lang: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const timeZone = useDisplayTimeZone();
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review-item">
          <article>
            <header className="review-head">
              <Heading className="review-author">{review.author}</Heading>
              <StarRating rating={review.rating} />
              <time dateTime={review.date} className="review-date">
                {formatDate(review.date, lang, timeZone)}
              </time>
            </header>
            {review.place && <p className="review-place">{review.place}</p>}
            <p className="review-text">{review.text}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
