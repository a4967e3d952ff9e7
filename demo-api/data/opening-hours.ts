import type { Rng } from '../prng';
import type { OpeningHours, TimeRange, Weekday } from '../types';

/**
 * Opening-hours patterns. Representation: 'HH:MM' local time in the location's time zone;
 * open all day is one range { open: '00:00', close: '24:00' }; a close earlier than the open
 * means the range runs past midnight into the next day (Friday 18:00-02:00 covers Saturday 00:00-02:00);
 * an empty array means closed that day.
 */
export type HoursPattern = 'always' | 'mall' | 'office' | 'split' | 'night';

const WEEK: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const hm = (h: number, m = 0) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

function week(fn: (day: Weekday, index: number) => TimeRange[]): OpeningHours {
  return Object.fromEntries(WEEK.map((d, i) => [d, fn(d, i)])) as OpeningHours;
}

export function openingHours(pattern: HoursPattern, rng: Rng): OpeningHours {
  const half = () => rng.pick([0, 30]);
  switch (pattern) {
    case 'always':
      return week(() => [{ open: '00:00', close: '24:00' }]);
    case 'mall': {
      const open = hm(rng.pick([9, 10]), half());
      const close = hm(rng.pick([21, 22]), half());
      return week((d) => (d === 'sun' && rng.chance(0.3) ? [] : [{ open, close }]));
    }
    case 'office': {
      const open = hm(rng.pick([8, 9]), half());
      const close = hm(rng.pick([19, 20]), half());
      return week((d) => (d === 'sun' ? [] : d === 'sat' ? [{ open: hm(10), close: hm(14) }] : [{ open, close }]));
    }
    case 'split': {
      const morning = { open: hm(rng.pick([9, 10])), close: hm(rng.pick([13, 14]), half()) };
      const evening = { open: hm(rng.pick([16, 17]), half()), close: hm(rng.pick([20, 21])) };
      return week((d) => (d === 'sun' ? [] : d === 'sat' ? [morning] : [morning, evening]));
    }
    case 'night': {
      const open = hm(rng.pick([17, 18, 19]));
      const close = hm(rng.pick([1, 2, 3]));
      // Weekday evenings end at midnight; weekend nights run past it.
      return week((_day, i) => (i === 0 ? [] : i >= 4 ? [{ open, close }] : [{ open, close: '24:00' }]));
    }
  }
}

export function pickPattern(rng: Rng, weights: Record<HoursPattern, number>): HoursPattern {
  const entries = Object.entries(weights) as [HoursPattern, number][];
  let roll = rng.next() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [pattern, w] of entries) {
    roll -= w;
    if (roll < 0) return pattern;
  }
  return 'office';
}
