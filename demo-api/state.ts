import type { Review } from './types';

const DELIVERY_KINDS = ['callback', 'lead', 'contact', 'franchise', 'review', 'newsletter', 'phoneLead'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export interface Delivery {
  kind: DeliveryKind;
  key: string | null;
  body: unknown;
  at: string;
}

export interface CachedAnswer {
  status: number;
  body: string;
  contentType: string;
}

/** Everything a demo app instance remembers between requests; reset by POST /__demo/reset. */
export class DemoState {
  deliveries: Delivery[] = [];
  answers = new Map<string, CachedAnswer>();
  inFlight = new Map<string, Promise<void>>();
  createdReviews: Review[] = [];
  private sequence = 0;

  nextSequence(): number {
    this.sequence += 1;
    return this.sequence;
  }

  record(kind: DeliveryKind, key: string | null, body: unknown): void {
    this.deliveries.push({ kind, key, body, at: new Date().toISOString() });
  }

  summary() {
    const byKind = Object.fromEntries(DELIVERY_KINDS.map((k) => [k, 0])) as Record<DeliveryKind, number>;
    for (const d of this.deliveries) byKind[d.kind] += 1;
    return { total: this.deliveries.length, byKind, items: this.deliveries };
  }

  reset(): void {
    this.deliveries = [];
    this.answers.clear();
    this.createdReviews = [];
    this.sequence = 0;
  }
}
