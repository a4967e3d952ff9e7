// The nearest ATM's and store's own fee, for the channel table. Read with a type of our own, as narrow
// as the table needs, from the gateway's list-distance (nearest first, with `distance` in km); the
// finder owns the full location record. A location that names no fee for the action, or states its
// amounts in another fiat than the one chosen, is passed over; with none the table uses the market's
// typical fee.
import { gatewayClient } from '../../api/clients';
import type { Lang } from '../../i18n/route-table';
import type { MarketId } from '../../markets/market-table';
import type { ExchangeAction, Fee } from './fees';

export interface Position {
  latitude: number;
  longitude: number;
}

/** The part of a gateway location record the channel table reads. */
export interface LocationWithFees {
  id: number;
  location?: { title?: string };
  supports?: { buy?: boolean; sell?: boolean };
  fees?: Partial<Record<ExchangeAction, Partial<Fee>>>;
  /** The fiat the location's amounts (its fixed fee among them) are in. */
  limits?: { currency?: string };
  distance?: number;
}

export interface NearestFee {
  id: number;
  title: string;
  /** Kilometres from the visitor. */
  distance: number | null;
  fee: Fee;
}

/** How far to look: the finder's "near me" radius. */
const NEAREST_RADIUS_KM = 50;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The first location (they come nearest first) that does the action and names a valid fee for it in `fiat`. */
export function nearestFee(locations: LocationWithFees[], action: ExchangeAction, fiat: string): NearestFee | null {
  for (const location of locations) {
    if (location.supports?.[action] === false) continue;
    if (location.limits?.currency && location.limits.currency !== fiat) continue;
    const fee = location.fees?.[action];
    if (!fee || !isAmount(fee.percentage) || !isAmount(fee.fixedAmount) || fee.percentage >= 100) continue;
    return {
      id: location.id,
      title: location.location?.title ?? '',
      distance: typeof location.distance === 'number' ? location.distance : null,
      fee: { percentage: fee.percentage, fixedAmount: fee.fixedAmount },
    };
  }
  return null;
}

const gatewayPaths = { atm: 'atms', store: 'store' } as const;

export const fetchNearbyWithFees = (place: 'atm' | 'store', origin: Position, marketId: MarketId, lang: Lang, signal?: AbortSignal) =>
  gatewayClient.get<LocationWithFees[]>(`webapp/public/webapp/${gatewayPaths[place]}/list-distance`, {
    query: { latitude: origin.latitude, longitude: origin.longitude, distance: NEAREST_RADIUS_KM, units: 'KILOMETERS', market: marketId },
    headers: { 'Accept-Language': lang },
    signal,
  });
