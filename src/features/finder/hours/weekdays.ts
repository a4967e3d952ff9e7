import type { Lang } from '../../../i18n/route-table';
import type { Weekday } from '../data/location-types';

/** SPEC 3 weekday table: mon to sun, each with its Spanish name and English full name. */
export const weekdays: ReadonlyArray<{ key: Weekday; es: string; en: string }> = [
  { key: 'mon', es: 'Lunes', en: 'Monday' },
  { key: 'tue', es: 'Martes', en: 'Tuesday' },
  { key: 'wed', es: 'Miércoles', en: 'Wednesday' },
  { key: 'thu', es: 'Jueves', en: 'Thursday' },
  { key: 'fri', es: 'Viernes', en: 'Friday' },
  { key: 'sat', es: 'Sábado', en: 'Saturday' },
  { key: 'sun', es: 'Domingo', en: 'Sunday' },
];

export const weekdayKeys: Weekday[] = weekdays.map((day) => day.key);

export function weekdayName(key: Weekday, lang: Lang): string {
  const day = weekdays.find((entry) => entry.key === key);
  return day ? day[lang] : key;
}
