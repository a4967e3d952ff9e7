// schema.org JSON-LD for the server-rendered <head>: plain objects in, plain objects out, no React.
// Each builder returns one top-level node with its own "@context"; serializeJsonLd writes it into a
// <script type="application/ld+json"> element.

export const CONTEXT = 'https://schema.org';
export type WithContext<T> = { '@context': typeof CONTEXT } & T;

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
  /** Weekly rows name their days; a dated row (a holiday, a closure) names its dates instead. */
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

export interface LocalBusiness {
  '@type': 'AutomatedTeller' | 'Store';
  name?: string;
  url: string;
  address?: PostalAddress;
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  image?: string;
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

export const clean = (value: string | undefined) => value?.trim() || undefined;

export function organizationJsonLd(org: {
  name: string;
  url: string;
  logo: string;
  sameAs?: string[];
  telephone?: string;
}): WithContext<Organization> {
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
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${site.url}#website`,
    name: site.name,
    url: site.url,
    inLanguage: site.inLanguage,
  };
}

/** Home: one @graph (one script element) so the WebSite can name the Organization as its publisher by @id. */
export function homeJsonLd(
  organization: WithContext<Organization>,
  website: WithContext<WebSite>,
): WithContext<{ '@graph': [Organization, WebSite] }> {
  const { '@context': _org, ...orgNode } = organization;
  const { '@context': _site, ...siteNode } = website;
  return { '@context': CONTEXT, '@graph': [orgNode, { ...siteNode, publisher: { '@id': orgNode['@id'] } }] };
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
