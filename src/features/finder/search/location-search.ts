// The finder's search: a postal code or a city (accent- and case-insensitive), ranked in memory.
// Pure and synchronous so every keystroke filters the cached list without a call, and so the
// benchmark (tests/bench) can time it on 10,000 generated locations.
import { centroid, haversineKm, type LatLng } from '../data/geo';
import type { FinderLocation } from '../data/location-types';

/** After a postal code's own locations, the ones within this radius of it follow, nearest first. */
const NEARBY_KM = 25;

type SearchMode = 'all' | 'postal' | 'postal-region' | 'text' | 'malformed';

export interface RankedLocation {
  location: FinderLocation;
  /** Kilometres from the visitor, when their position is known. */
  distance?: number;
}

export interface SearchResult {
  mode: SearchMode;
  items: RankedLocation[];
}

interface Entry {
  location: FinderLocation;
  city: string;
  text: string;
  postal: string;
}

export interface SearchIndex {
  entries: Entry[];
  byPostal: Map<string, Entry[]>;
}

const normalizeText = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const normalizePostal = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Looks like a postal code: digits, optionally with the letter prefix and suffix some countries use (C1002, X5000). */
const isPostalQuery = (query: string) => /^[A-Z]?\d{2,6}[A-Z]{0,3}$/.test(normalizePostal(query));

const indexes = new WeakMap<FinderLocation[], SearchIndex>();

/** The index of `locations`, built once per list: every render of the list shares it. */
export function searchIndexFor(locations: FinderLocation[]): SearchIndex {
  let index = indexes.get(locations);
  if (!index) {
    index = buildSearchIndex(locations);
    indexes.set(locations, index);
  }
  return index;
}

function buildSearchIndex(locations: FinderLocation[]): SearchIndex {
  const byPostal = new Map<string, Entry[]>();
  const entries = locations.map((location) => {
    const entry: Entry = {
      location,
      city: normalizeText(location.city),
      text: normalizeText(`${location.title} ${location.address}`),
      postal: normalizePostal(location.postalCode),
    };
    if (entry.postal) {
      const list = byPostal.get(entry.postal);
      if (list) list.push(entry);
      else byPostal.set(entry.postal, [entry]);
    }
    return entry;
  });
  return { entries, byPostal };
}

const positionsOf = (entries: Entry[]) => entries.flatMap((e) => (e.location.position ? [e.location.position] : []));

function distanceFrom(origin: LatLng | undefined, entry: Entry): number | undefined {
  if (entry.location.distance !== undefined) return entry.location.distance;
  return origin && entry.location.position ? haversineKm(origin, entry.location.position) : undefined;
}

function byDistanceFrom(anchor: LatLng | undefined) {
  const key = (e: Entry) => (anchor && e.location.position ? haversineKm(anchor, e.location.position) : Number.POSITIVE_INFINITY);
  return (entries: Entry[]) =>
    entries
      .map((entry) => ({ entry, d: key(entry) }))
      .sort((a, b) => a.d - b.d)
      .map(({ entry }) => entry);
}

/** The postal code's own locations, then the others near it; an unknown code uses its longest known prefix. */
function searchPostal(index: SearchIndex, code: string): { mode: SearchMode; entries: Entry[] } {
  let own = index.byPostal.get(code);
  let mode: SearchMode = 'postal';
  for (let length = code.length - 1; !own && length >= 2; length--) {
    const prefix = code.slice(0, length);
    const region = index.entries.filter((e) => e.postal.startsWith(prefix));
    if (region.length > 0) {
      own = region;
      mode = 'postal-region';
    }
  }
  if (!own) return { mode: 'malformed', entries: [] };
  const anchor = centroid(positionsOf(own));
  const sortByAnchor = byDistanceFrom(anchor);
  const ownSet = new Set(own);
  const near = anchor
    ? index.entries.filter((e) => !ownSet.has(e) && e.location.position && haversineKm(anchor, e.location.position) <= NEARBY_KM)
    : [];
  return { mode, entries: [...sortByAnchor(own), ...sortByAnchor(near)] };
}

function textRank(entry: Entry, query: string): number {
  if (entry.city === query) return 0;
  if (entry.city.startsWith(query)) return 1;
  if (entry.city.includes(query)) return 2;
  if (entry.text.includes(query)) return 3;
  return -1;
}

export function searchLocations(index: SearchIndex, query: string, origin?: LatLng): SearchResult {
  const trimmed = query.trim();
  const withDistance = (entries: Entry[]) => entries.map((entry) => ({ location: entry.location, distance: distanceFrom(origin, entry) }));
  const nearestFirst = (items: RankedLocation[]) =>
    origin ? items.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity)) : items;

  if (!trimmed) return { mode: 'all', items: nearestFirst(withDistance(index.entries)) };

  if (/\d/.test(trimmed)) {
    if (!isPostalQuery(trimmed)) return { mode: 'malformed', items: [] };
    const { mode, entries } = searchPostal(index, normalizePostal(trimmed));
    return { mode, items: withDistance(entries) };
  }

  const text = normalizeText(trimmed);
  const buckets: Entry[][] = [[], [], [], []];
  for (const entry of index.entries) {
    const rank = textRank(entry, text);
    if (rank >= 0) buckets[rank]!.push(entry);
  }
  return { mode: 'text', items: buckets.flatMap((bucket) => nearestFirst(withDistance(bucket))) };
}
