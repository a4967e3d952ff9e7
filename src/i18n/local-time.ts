// A time in the visitor's own zone. The server knows no visitor's zone and writes the market's; the
// entry rewrites each such time in the browser's zone as soon as it runs (localiseTimes), without React,
// so no island has to wake for it. Once an island holding one hydrates, it writes the same text itself
// (src/ui/local-time.tsx), with the same formatter.
import { dateTimeFormat } from './intl-formats';

/** On a `<time>` element: how it is written, as JSON of LocalTimeFormat. */
export const LOCAL_TIME_ATTRIBUTE = 'data-local-time';

export interface LocalTimeFormat {
  lang: string;
  options: Intl.DateTimeFormatOptions;
}

/** The time in `zone` (undefined: the browser's). */
export const formatTime = (at: number, { lang, options }: LocalTimeFormat, zone: string | undefined) =>
  dateTimeFormat(lang, { ...options, timeZone: zone }).format(at);

export function localiseTimes(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLTimeElement>(`time[${LOCAL_TIME_ATTRIBUTE}]`)) {
    const at = Date.parse(element.dateTime);
    if (Number.isNaN(at)) continue;
    try {
      element.textContent = formatTime(at, JSON.parse(element.getAttribute(LOCAL_TIME_ATTRIBUTE)!) as LocalTimeFormat, undefined);
    } catch {
      // An unreadable format keeps the server's text, in the market's zone.
    }
  }
}
