import { useTranslation } from '../../../i18n/use-translation';
import type { Lang } from '../../../i18n/route-table';
import type { OpeningHours, TimeRange } from '../data/location-types';
import { minuteOfWeek } from './opening-hours';
import { weekdays } from './weekdays';

const isAllDay = (range: TimeRange) => range.open === '00:00' && (range.close === '24:00' || range.close === '00:00');
const pastMidnight = (range: TimeRange) => range.close !== '24:00' && range.close < range.open;

/** SPEC 3 opening-hours table: days, open, 'close at', with closed days and hours past midnight. */
export function OpeningHoursTable({ hours, timeZone, lang, now }: { hours: OpeningHours; timeZone?: string; lang: Lang; now: Date }) {
  const { t } = useTranslation();
  const today = Math.floor(minuteOfWeek(now, timeZone) / 1440);
  return (
    <table className="hours-table">
      <caption className="hours-zone">{timeZone ? t('finder.hours.localTime', { zone: timeZone }) : ''}</caption>
      <thead>
        <tr>
          <th scope="col">{t('finder.hours.days')}</th>
          <th scope="col">{t('finder.hours.open')}</th>
          <th scope="col">{t('finder.hours.closeAt')}</th>
        </tr>
      </thead>
      <tbody>
        {weekdays.map((day, index) => {
          const ranges = hours[day.key] ?? [];
          const allDay = ranges.length === 1 && isAllDay(ranges[0]!);
          return (
            <tr key={day.key} className={index === today ? 'today' : undefined} aria-current={index === today ? 'date' : undefined}>
              <th scope="row">{day[lang]}</th>
              {ranges.length === 0 ? (
                <td colSpan={2}>{t('finder.hours.closed')}</td>
              ) : allDay ? (
                <td colSpan={2}>{t('finder.hours.allDay')}</td>
              ) : (
                <>
                  <td>
                    {ranges.map((range) => (
                      <div key={range.open}>{range.open}</div>
                    ))}
                  </td>
                  <td>
                    {ranges.map((range) => (
                      <div key={range.open}>
                        {range.close === '24:00' ? '24:00' : range.close}
                        {pastMidnight(range) && <> ({t('finder.hours.nextDay')})</>}
                      </div>
                    ))}
                  </td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
