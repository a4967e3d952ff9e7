import { SEED_REVIEW_COUNT } from '../data/locations';
import type { DemoState } from '../state';
import type { Lang, LocationType, Review } from '../types';
import { FieldCheck } from '../validate';
import { listFor } from './location-view';

export function createReview(type: LocationType, body: Record<string, unknown>, state: DemoState, lang: Lang, key: string | null): Review {
  const { locationId, rating, text, name } = body;
  const check = new FieldCheck();
  check.check('locationId', Number.isInteger(locationId) && listFor(type).some((l) => l.id === locationId), `Unknown ${type} location`);
  check.check(
    'rating',
    Number.isInteger(rating) && (rating as number) >= 1 && (rating as number) <= 5,
    'Rating must be an integer from 1 to 5',
  );
  check.check(
    'text',
    typeof text === 'string' && text.trim().length >= 1 && text.length <= 1000,
    'Must have between 1 and 1000 characters',
  );
  check.check('name', typeof name === 'string' && name.trim().length >= 1 && name.length <= 80, 'Must have between 1 and 80 characters');
  check.done();
  const review: Review = {
    id: SEED_REVIEW_COUNT + state.nextSequence(),
    locationId: locationId as number,
    author: (name as string).trim(),
    rating: rating as number,
    text: (text as string).trim(),
    date: new Date().toISOString(),
    locale: lang,
  };
  state.createdReviews.push(review);
  state.record('review', key, body);
  return review;
}
