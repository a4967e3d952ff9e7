import type { StrapiEntry } from '../../../api/strapi';
import { isValidLatLng } from './geo';
import { locationTitle } from '../detail/location-title';
import type { FinderLocation, GatewayLocation, LocationContent, LocationKind } from './location-types';

/** Gateway records joined with their content records (by StoreID or ATMID) into what the finder shows. */
function mergeLocations(
  kind: LocationKind,
  records: GatewayLocation[],
  content: Array<StrapiEntry<LocationContent>> = [],
): FinderLocation[] {
  const byId = new Map<number, LocationContent>();
  for (const entry of content) {
    const id = kind === 'atm' ? entry.attributes.ATMID : entry.attributes.StoreID;
    if (id !== undefined) byId.set(Number(id), entry.attributes);
  }
  return records.map((record) => toFinderLocation(kind, record, byId.get(record.id)));
}

const merged = new WeakMap<
  GatewayLocation[],
  { kind: LocationKind; content?: Array<StrapiEntry<LocationContent>>; locations: FinderLocation[] }
>();

/**
 * The list joined once per pair of cached answers: the same objects each time, so what is worked out per
 * location (its facts, the search index) is found again by the next render.
 */
export function mergedLocations(
  kind: LocationKind,
  records: GatewayLocation[],
  content: Array<StrapiEntry<LocationContent>> | undefined,
): FinderLocation[] {
  const kept = merged.get(records);
  if (kept && kept.kind === kind && kept.content === content) return kept.locations;
  const locations = mergeLocations(kind, records, content);
  merged.set(records, { kind, content, locations });
  return locations;
}

export function toFinderLocation(kind: LocationKind, record: GatewayLocation, content: LocationContent | undefined): FinderLocation {
  const { latitude, longitude, address, city, postalCode, timeZone } = record.location ?? {};
  return {
    id: record.id,
    kind,
    title: locationTitle(record, content),
    address: address ?? '',
    city: city ?? '',
    postalCode: postalCode ?? '',
    position: isValidLatLng(latitude, longitude) ? { latitude: latitude as number, longitude: longitude as number } : undefined,
    timeZone,
    openingHours: record.openingHours,
    specialHours: record.specialHours,
    supports: record.supports,
    acceptsCard: record.payments?.card,
    status: record.status,
    distance: typeof record.distance === 'number' && Number.isFinite(record.distance) ? record.distance : undefined,
  };
}
