import type { SelectOption } from '../../ui/option-list';
import type { ReviewedLocation } from './review-types';
import { placeOf } from './review-queries';

/** Option values carry the kind, since store and ATM ids are separate sequences: "store:12", "atm:1003". */
export const locationValue = (location: Pick<ReviewedLocation, 'type' | 'id'>) => `${location.type}:${location.id}`;

export function parseLocationValue(value: string | null): { type: 'store' | 'atm'; id: number } | null {
  const match = value ? /^(store|atm):(\d+)$/.exec(value) : null;
  return match ? { type: match[1] as 'store' | 'atm', id: Number(match[2]) } : null;
}

export function locationOptions(locations: ReviewedLocation[], kindLabel: (type: 'store' | 'atm') => string): SelectOption[] {
  return locations.map((location) => ({ value: locationValue(location), label: `${kindLabel(location.type)} · ${placeOf(location)}` }));
}
