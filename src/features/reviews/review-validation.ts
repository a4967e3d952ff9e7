// Field checks of the opinions page: the review filters (SPEC 5 ISO dates) and the write-review form.
import type { NewReview } from './review-types';

/** SPEC 5: YYYY-MM-DD with an optional time (THH:MM, seconds, fraction and offset allowed), on a real calendar day. */
function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!match) return false;
  const [, y, m, d, hh = '0', mm = '0', ss = '0'] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && Number(hh) < 24 && Number(mm) < 60 && Number(ss) < 60;
}

export interface DateRangeErrors {
  from?: string;
  to?: string;
}

/** Translation keys of the errors, per field; an empty object when the range is valid. */
export function validateDateRange(from: string, to: string): DateRangeErrors {
  const errors: DateRangeErrors = {};
  if (from.trim() && !isIsoDate(from)) errors.from = 'validation.invalidDate';
  if (to.trim() && !isIsoDate(to)) errors.to = 'validation.invalidDate';
  if (!errors.from && !errors.to && from.trim() && to.trim()) {
    // A date-only end means the whole of that day.
    const end = to.trim().length === 10 ? `${to.trim()}T23:59:59.999` : to.trim();
    if (Date.parse(from.trim().replace(' ', 'T')) > Date.parse(end.replace(' ', 'T'))) errors.from = 'validation.startAfterEnd';
  }
  return errors;
}

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_NAME_MAX = 80;

export type ReviewFieldErrors = Partial<Record<keyof NewReview, { key: string; count?: number }>>;

export function validateReview(draft: { locationId: number | null; rating: number | null; text: string; name: string }): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  if (draft.locationId === null) errors.locationId = { key: 'validation.required' };
  if (draft.rating === null) errors.rating = { key: 'validation.required' };
  if (!draft.text.trim()) errors.text = { key: 'validation.required' };
  else if (draft.text.length > REVIEW_TEXT_MAX) errors.text = { key: 'validation.maxLength', count: REVIEW_TEXT_MAX };
  if (!draft.name.trim()) errors.name = { key: 'validation.required' };
  else if (draft.name.length > REVIEW_NAME_MAX) errors.name = { key: 'validation.maxLength', count: REVIEW_NAME_MAX };
  return errors;
}
