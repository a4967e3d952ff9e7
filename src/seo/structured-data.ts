// schema.org JSON-LD for the server-rendered <head>: plain objects in, plain objects out, no React.
// Each builder returns one top-level node with its own "@context"; serializeJsonLd writes it into a
// <script type="application/ld+json"> element.
import { markdownToPlainText } from '../features/help/help-search';
import type { GatewayLocation, LocationKind } from '../features/finder/location-types';
import { isValidLatLng } from '../features/finder/geo';
import { weeklyIntervals } from '../features/finder/opening-hours';
import { weekdays } from '../features/finder/weekdays';

const CONTEXT = 'https://schema.org';
type WithContext<T> = { '@context': typeof CONTEXT } & T;

export interface Organization {
  '@type': 'Organization';
  '@id': string;
  name: string;
  url: string;
  logo: string;
  sameAs?: string[];
  telephone?: string;
}

export interface WebSite {
  '@type': 'WebSite';
  '@id': string;
  name: string;
  url: string;
  inLanguage: string;
  publisher?: { '@id': string };
}

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality?: string;
  postalCode?: string;
  addressCountry?: string;
}

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

export interface LocalBusiness {
  '@type': 'AutomatedTeller' | 'Store';
  name?: string;
  url: string;
  address?: PostalAddress;
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  telephone?: string;
  openingHoursSpecification?: OpeningHoursSpecification[];
  aggregateRating?: { '@type': 'AggregateRating'; ratingValue: number; reviewCount: number; bestRating: 5; worstRating: 1 };
}

export interface FaqPage {
  '@type': 'FAQPage';
  mainEntity: Array<{ '@type': 'Question'; name: string; acceptedAnswer: { '@type': 'Answer'; text: string } }>;
}

export interface BreadcrumbList {
  '@type': 'BreadcrumbList';
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item: string }>;
}

const clean = (value: string | undefined) => value?.trim() || undefined;

export function organizationJsonLd(org: { name: string; url: string; logo: string; sameAs?: string[]; telephone?: string }): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${org.url}#organization`,
    name: org.name,
    url: org.url,
    logo: org.logo,
    ...(org.sameAs?.length ? { sameAs: org.sameAs } : {}),
    ...(clean(org.telephone) ? { telephone: clean(org.telephone) } : {}),
  };
}

export function websiteJsonLd(site: { name: string; url: string; inLanguage: string }): WithContext<WebSite> {
  return { '@context': CONTEXT, '@type': 'WebSite', '@id': `${site.url}#website`, name: site.name, url: site.url, inLanguage: site.inLanguage };
}

/** Home: one @graph (one script element) so the WebSite can name the Organization as its publisher by @id. */
export function homeJsonLd(organization: WithContext<Organization>, website: WithContext<WebSite>): WithContext<{ '@graph': [Organization, WebSite] }> {
  const { '@context': _org, ...orgNode } = organization;
  const { '@context': _site, ...siteNode } = website;
  return { '@context': CONTEXT, '@graph': [orgNode, { ...siteNode, publisher: { '@id': orgNode['@id'] } }] };
}

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
export function openingHoursSpecification(hours: GatewayLocation['openingHours']): OpeningHoursSpecification[] {
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
    for (let start = from; start < end; ) {
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
    if (group) group.dayOfWeek.push(day);
    else groups.set(`${opens}-${closes}`, { '@type': 'OpeningHoursSpecification', dayOfWeek: [day], opens, closes });
  }
  return [...groups.values()];
}

/** An ATM (AutomatedTeller) or store (Store) detail page. `name` is the display (content) title. */
export function localBusinessJsonLd(location: GatewayLocation, options: { url: string; kind: LocationKind; name?: string }): WithContext<LocalBusiness> {
  const place = location.location ?? {};
  const address: PostalAddress = { '@type': 'PostalAddress' };
  if (clean(place.address)) address.streetAddress = clean(place.address);
  if (clean(place.city)) address.addressLocality = clean(place.city);
  if (clean(place.postalCode)) address.postalCode = clean(place.postalCode);
  if (clean(place.country)) address.addressCountry = clean(place.country);
  const hours = openingHoursSpecification(location.openingHours);
  const { total, average } = location.reviews ?? {};
  const rated = typeof total === 'number' && total > 0 && typeof average === 'number' && Number.isFinite(average);
  const name = clean(options.name) ?? clean(place.title);
  return {
    '@context': CONTEXT,
    '@type': options.kind === 'atm' ? 'AutomatedTeller' : 'Store',
    ...(name ? { name } : {}),
    url: options.url,
    ...(Object.keys(address).length > 1 ? { address } : {}),
    ...(isValidLatLng(place.latitude, place.longitude) ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude!, longitude: place.longitude! } } : {}),
    ...(clean(place.phone) ? { telephone: clean(place.phone) } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(rated ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: total, bestRating: 5, worstRating: 1 } } : {}),
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** CMS markdown or HTML as plain text: tags and markup dropped, link labels kept, common entities decoded. */
function plainText(source: string): string {
  return markdownToPlainText(source).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '').trim();
}

/** Undefined when no item has both a question and an answer left after stripping. */
export function faqPageJsonLd(items: Array<{ question: string; answer: string }>): WithContext<FaqPage> | undefined {
  const mainEntity = items
    .map((item) => ({ question: plainText(item.question ?? ''), answer: plainText(item.answer ?? '') }))
    .filter((item) => item.question && item.answer)
    .map((item) => ({ '@type': 'Question' as const, name: item.question, acceptedAnswer: { '@type': 'Answer' as const, text: item.answer } }));
  return mainEntity.length ? { '@context': CONTEXT, '@type': 'FAQPage', mainEntity } : undefined;
}

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/**
 * JSON for inside <script type="application/ld+json">: <, > and & become \u escapes (so no </script> or <!--
 * can end or change the element) and so do U+2028/U+2029. JSON.parse reads the escapes back unchanged.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
