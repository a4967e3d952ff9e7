/** Turns seed locations plus reviews written during the session into API `Location` objects. */
import { seedAtms, seedStores, type SeedLocation } from '../data/locations';
import { operationsAt } from '../data/locations-operations';
import type { DemoState } from '../state';
import type { Lang, LocationRecord, LocationType, Review, SeedReview } from '../types';

export const listFor = (type: LocationType): SeedLocation[] => (type === 'store' ? seedStores : seedAtms);

const localizeReview = (r: SeedReview, lang: Lang): Review => ({
  id: r.id,
  locationId: r.locationId,
  author: r.author,
  rating: r.rating,
  text: r.texts[lang],
  date: r.date,
  locale: r.locale,
});

/** All reviews of one type, newest first, in the reader's language where a translation exists. */
export function reviewsOf(type: LocationType, state: DemoState, lang: Lang, locationId?: number): Review[] {
  const seed = listFor(type)
    .filter((l) => locationId === undefined || l.id === locationId)
    .flatMap((l) => l.seedReviews.map((r) => localizeReview(r, lang)));
  const ids = new Set(listFor(type).map((l) => l.id));
  const created = state.createdReviews.filter((r) => ids.has(r.locationId) && (locationId === undefined || r.locationId === locationId));
  return [...created, ...seed].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** `now` decides the time-dependent parts: when the machine was last seen, the dates of special hours. */
export function toLocation(l: SeedLocation, state: DemoState, lang: Lang, pageSizeReviews: number, now = Date.now()) {
  const reviews = reviewsOf(l.type, state, lang, l.id);
  const average = reviews.length ? Number((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length).toFixed(2)) : 0;
  const { seedReviews: _omit, operations, ...record } = l;
  const base: LocationRecord = record;
  return {
    ...base,
    ...operationsAt(operations, l.marketId, l.openingHours, l.location.timeZone, now, lang),
    reviews: { total: reviews.length, average, reviews: reviews.slice(0, pageSizeReviews) },
  };
}
