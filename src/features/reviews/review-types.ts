// Shapes of the gateway's review calls (demo-api/CONTRACT.md, SPEC 7).
export type ReviewEndpoint = 'store' | 'atms';

import type { Review } from '../../contracts/review';

export type { Review };

export interface ReviewFilters {
  locationId?: number;
  rating?: number;
  from?: string;
  to?: string;
}

/** The review POST body: paging and filters, without the endpoint (it picks the URL). */
export interface ReviewRequest {
  page: number;
  pageSize: number;
  filters?: ReviewFilters;
}

export interface ReviewPage {
  content: Review[];
  page: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
}

export interface ReviewedLocation {
  id: number;
  type: 'store' | 'atm';
  location: { title?: string; city?: string };
  reviews?: { total?: number; average?: number; reviews?: Review[] };
}

export interface NewReview {
  locationId: number;
  rating: number;
  text: string;
  name: string;
}

export const endpointOf = (type: 'store' | 'atm'): ReviewEndpoint => (type === 'atm' ? 'atms' : 'store');
