// schema.org LocalBusiness (an ATM or a store) with its opening hours, apart from the other builders so
// pages without a location never load the opening-hours code.
import type { GatewayLocation, LocationKind } from '../data/location-types';
import { isValidLatLng } from '../data/geo';
import { weeklyIntervals } from '../hours/opening-hours';
import { weekdays } from '../hours/weekdays';
import {
  CONTEXT,
  clean,
  type LocalBusiness,
  type OpeningHoursSpecification,
  type PostalAddress,
  type WithContext,
} from '../../../seo/structured-data';

const DAY = 1440;
const WEEK = 7 * DAY;
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The week's merged open intervals as (day, opens, closes) rows, grouped by identical (opens, closes).
 * schema.org Time has no 24:00, so an end at midnight is written 23:59 (and all day is 00:00-23:59).
 * A stretch past midnight shorter than a day stays ONE row with closes < opens: schema.org defines that
 * as running into the next day, so splitting it would invent a close at midnight. Closed days get no row
 * (schema.org: no opens means closed).
 */
function openingHoursSpecification(hours: GatewayLocation['openingHours']): OpeningHoursSpecification[] {
  const intervals = weeklyIntervals(hours);
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  // weeklyIntervals cuts Sunday night at the week's end; join it back to Monday morning.
  if (first && last && intervals.length > 1 && first[0] === 0 && last[1] === WEEK) {
    intervals.shift();
    last[1] = WEEK + first[1];
  }
  const groups = new Map<string, OpeningHoursSpecification>();
  const rows: Array<{ start: number; end: number }> = [];
  for (const [from, end] of intervals) {
    for (let start = from; start < end;) {
      const midnight = (Math.floor(start / DAY) + 1) * DAY;
      const overnight = end > midnight && end - start < DAY;
      if (end <= midnight || overnight) {
        rows.push({ start, end });
        break;
      }
      rows.push({ start, end: midnight });
      start = midnight;
    }
  }
  rows.sort((a, b) => (a.start % WEEK) - (b.start % WEEK));
  for (const { start, end } of rows) {
    const opens = hhmm(start % DAY);
    const closes = end % DAY === 0 ? '23:59' : hhmm(end % DAY);
    const day = `${CONTEXT}/${weekdays[Math.floor((start % WEEK) / DAY)]?.en}`;
    const group = groups.get(`${opens}-${closes}`);
    if (group) group.dayOfWeek?.push(day);
    else groups.set(`${opens}-${closes}`, { '@type': 'OpeningHoursSpecification', dayOfWeek: [day], opens, closes });
  }
  return [...groups.values()];
}

/** An ATM (AutomatedTeller) or store (Store) detail page. `name` is the display (content) title. */
/**
 * Holidays and closures as dated rows over the weekly ones (schema.org's validFrom/validThrough); a day
 * closed all day is written 00:00-00:00, schema.org's way of saying closed.
 */
function specialHoursSpecification(days: GatewayLocation['specialHours']): OpeningHoursSpecification[] {
  return (days ?? [])
    .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.date))
    .flatMap((day) => {
      const ranges = day.hours.filter((range) => /^\d{2}:\d{2}$/.test(range.open) && /^\d{2}:\d{2}$/.test(range.close));
      const rows = ranges.length
        ? ranges.map((range) => ({ opens: range.open, closes: range.close === '24:00' ? '23:59' : range.close }))
        : [{ opens: '00:00', closes: '00:00' }];
      return rows.map((row) => ({ '@type': 'OpeningHoursSpecification' as const, ...row, validFrom: day.date, validThrough: day.date }));
    });
}

/**
 * An ATM (AutomatedTeller) or store (Store) detail page. `name` is the display (content) title,
 * `countryCode` the market's ISO 3166 code and `image` an absolute URL of its photo.
 */
export function localBusinessJsonLd(
  location: GatewayLocation,
  options: { url: string; kind: LocationKind; name?: string; countryCode?: string; image?: string },
): WithContext<LocalBusiness> {
  const place = location.location ?? {};
  const address: PostalAddress = { '@type': 'PostalAddress' };
  if (clean(place.address)) address.streetAddress = clean(place.address);
  if (clean(place.city)) address.addressLocality = clean(place.city);
  if (clean(place.postalCode)) address.postalCode = clean(place.postalCode);
  // schema.org wants the ISO code ("ES"); the gateway writes the country's name ("España").
  const country = clean(options.countryCode) ?? clean(place.country);
  if (country) address.addressCountry = country.toUpperCase().length === 2 ? country.toUpperCase() : country;
  // A machine out of service is closed whatever its hours say, until it reports back.
  const outOfService = location.status?.operational === 'out-of-service';
  const hours = outOfService
    ? []
    : [...openingHoursSpecification(location.openingHours), ...specialHoursSpecification(location.specialHours)];
  const { total, average } = location.reviews ?? {};
  const rated = typeof total === 'number' && total > 0 && typeof average === 'number' && Number.isFinite(average);
  const name = clean(options.name) ?? clean(place.title);
  return {
    '@context': CONTEXT,
    '@type': options.kind === 'atm' ? 'AutomatedTeller' : 'Store',
    ...(name ? { name } : {}),
    url: options.url,
    ...(Object.keys(address).length > 1 ? { address } : {}),
    ...(isValidLatLng(place.latitude, place.longitude)
      ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude!, longitude: place.longitude! } }
      : {}),
    ...(clean(options.image) ? { image: clean(options.image) } : {}),
    ...(clean(place.phone) ? { telephone: clean(place.phone) } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(rated
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: total, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
