// Shapes of the gateway's store and ATM records (demo-api/CONTRACT.md) and of the merged finder record.
import type { StrapiMedia } from '../../../api/strapi';

export type LocationKind = 'atm' | 'store';

export interface TimeRange {
  open: string;
  close: string;
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export type OpeningHours = Partial<Record<Weekday, TimeRange[]>>;

/** A date whose hours replace the week's (a public holiday, a temporary closure); `hours: []` is closed. */
export interface SpecialDay {
  /** YYYY-MM-DD on the location's own calendar. */
  date: string;
  kind: 'holiday' | 'closure';
  label: string;
  hours: TimeRange[];
}

export interface LocationFee {
  /** 7.5 means 7.5 % of the fiat amount. */
  percentage: number;
  /** In the market's fiat. */
  fixedAmount: number;
}

export interface LocationStatus {
  operational: 'in-service' | 'out-of-service';
  /** ISO instant the machine or terminal last reported. */
  lastSeenOnline: string;
}

interface LocationSupportsInfo {
  buy?: boolean;
  sell?: boolean;
  coins?: string[];
}

import type { Review } from '../../../contracts/review';

export interface GatewayLocation {
  id: number;
  type: 'store' | 'atm';
  marketId: number;
  location: {
    title?: string;
    address?: string;
    city?: string;
    postalCode?: string;
    country?: string;
    latitude?: number;
    longitude?: number;
    timeZone?: string;
    phone?: string;
  };
  openingHours?: OpeningHours;
  supports?: LocationSupportsInfo;
  payments?: { cash?: boolean; card?: boolean };
  /** Amounts in `currency`, the market's fiat. */
  limits?: { currency: string; perOperation: number; perDay: number; idRequiredAbove: number };
  fees?: { buy: LocationFee; sell: LocationFee };
  /** The host business it sits in. */
  locatedInside?: string;
  status?: LocationStatus;
  specialHours?: SpecialDay[];
  reviews?: { total?: number; average?: number; reviews?: Review[] };
  distance?: number;
}

/** Content record of a store or ATM (content service), matched by StoreID or ATMID. */
export interface LocationContent {
  StoreID?: number;
  ATMID?: number;
  Banner?: { Title?: string; Subtitle?: string; Image?: StrapiMedia | string | null };
  Description?: string;
}

/** A gateway record with its content title applied and its coordinates checked: what lists and maps show. */
export interface FinderLocation {
  id: number;
  kind: LocationKind;
  title: string;
  address: string;
  city: string;
  postalCode: string;
  /** Present only when both are in range. */
  position?: { latitude: number; longitude: number };
  timeZone?: string;
  openingHours?: OpeningHours;
  specialHours?: SpecialDay[];
  supports?: LocationSupportsInfo;
  acceptsCard?: boolean;
  status?: LocationStatus;
  /** Kilometres from the visitor, as the gateway measured it. */
  distance?: number;
}
