import { useTranslation } from '../../../i18n/use-translation';
import { dateTimeFormat } from '../../../i18n/intl-formats';
import type { SpecialDay } from '../data/location-types';
import { localClock } from './opening-hours';

const isAllDay = (day: SpecialDay) => day.hours.length === 1 && day.hours[0]!.open === '00:00' && day.hours[0]!.close === '24:00';

/** The line for today when it is special: "Closed today: public holiday (Christmas Day)". */
export function specialTodayText(
  t: (key: string, options?: Record<string, unknown>) => string,
  today: SpecialDay | undefined,
): string | undefined {
  if (!today) return undefined;
  if (today.kind === 'closure') return t('finder.special.closedClosure', { name: today.label });
  return isAllDay(today)
    ? t('finder.special.openHoliday', { name: today.label })
    : t('finder.special.closedHoliday', { name: today.label });
}

/** The coming holidays and closures, from today on, on the location's calendar. */
export function SpecialHours({ days, timeZone, now }: { days: SpecialDay[] | undefined; timeZone?: string; now: Date }) {
  const { t, i18n } = useTranslation();
  const clock = localClock(now, timeZone);
  const coming = (days ?? []).filter((day) => day.date >= clock.date);
  if (coming.length === 0) return null;
  // Dates are calendar days of the location: formatted at noon UTC so no zone moves them to another day.
  const dateText = (date: string) =>
    dateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      Date.parse(`${date}T12:00:00Z`),
    );
  return (
    <div className="special-hours">
      <h3>{t('finder.special.title')}</h3>
      <ul>
        {coming.map((day) => (
          <li key={day.date}>
            <strong>{dateText(day.date)}</strong>: {day.label} ·{' '}
            {isAllDay(day)
              ? t('finder.special.open24')
              : day.hours.length === 0
                ? t('finder.special.closed')
                : day.hours.map((range) => `${range.open}-${range.close}`).join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
