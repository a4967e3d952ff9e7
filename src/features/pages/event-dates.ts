import { dateTimeFormat } from '../../i18n/intl-formats';

/** A calendar date (YYYY-MM-DD) in the page language; the event's own day, whatever the visitor's time zone. */
export function formatEventDate(date: string, lang: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(parsed);
}
