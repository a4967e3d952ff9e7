// Shapes of the gateway's store and ATM records (demo-api/CONTRACT.md) and of the merged finder record.
export type LocationKind = 'atm' | 'store';

export interface TimeRange {
  open: string;
  close: string;
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export type OpeningHours = Partial<Record<Weekday, TimeRange[]>>;

import type { Review } from '../../ui/review-list';

export type { Review };

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
  supports?: { buy?: boolean; sell?: boolean; coins?: string[] };
  reviews?: { total?: number; average?: number; reviews?: Review[] };
  distance?: number;
}

/** Content record of a store or ATM (content service), matched by StoreID or ATMID. */
export interface LocationContent {
  StoreID?: number;
  ATMID?: number;
  Banner?: { Title?: string; Subtitle?: string };
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
  /** Kilometres from the visitor, as the gateway measured it. */
  distance?: number;
}
