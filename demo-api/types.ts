import type { Review as GatewayReview } from '../src/contracts/review';

export type Lang = 'es' | 'en';
export type Localized<T> = Record<Lang, T>;

export interface Fiat {
  id: number;
  ISO: 'EUR' | 'USD' | 'PYG';
  name: string;
  symbol: string;
}

/** A review as the gateway sends it: the client's own type, so the two cannot drift, with the language
 * always set, since the demo writes every review in one of its two. */
export interface Review extends GatewayReview {
  locale: Lang;
}

/** Seed reviews carry both languages; the API answers one of them. */
export interface SeedReview extends Omit<Review, 'text'> {
  texts: Localized<string>;
}

export interface TimeRange {
  open: string;
  close: string;
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type OpeningHours = Record<Weekday, TimeRange[]>;

export type LocationType = 'store' | 'atm';

export interface LocationRecord {
  id: number;
  type: LocationType;
  marketId: number;
  location: {
    title: string;
    address: string;
    city: string;
    postalCode: string;
    country: string;
    latitude: number;
    longitude: number;
    timeZone: string;
    phone: string;
  };
  openingHours: OpeningHours;
  supports: { buy: boolean; sell: boolean; coins: string[] };
}

export interface SeoBlock {
  MetaTitle: string;
  MetaDescription: string;
  Keywords: string;
  OpenGraphTags: { ogTitle: string; ogDescription: string; ogImage: string };
}
