// The finder on 10,000 generated locations, in Node: each keystroke of a city and a postal code
// through the search (location-search.ts), the same with filters on (finder-filters.ts: filter, facet
// counts, saved first), a filter change, and building plus querying the cluster index (map-clusters.ts).
import {
  applyFinderFilters,
  createFactsReader,
  parseFinderFilters,
  savedFirst,
  type FinderFilters,
} from '../../src/features/finder/search/finder-filters';
import { searchIndexFor, searchLocations } from '../../src/features/finder/search/location-search';
import { buildClusterIndex, clustersIn, type BBox } from '../../src/features/finder/map/map-clusters';
import type { FinderLocation, OpeningHours, TimeRange, Weekday } from '../../src/features/finder/data/location-types';
import { median, round } from './budgets';

/** Every filter off, as a finder URL without any reads. */
const noFilters = parseFinderFilters({});

const CITIES: Array<[string, string, number, number]> = [
  ['Madrid', '28', 40.4168, -3.7038],
  ['Barcelona', '08', 41.3874, 2.1686],
  ['Valencia', '46', 39.4699, -0.3763],
  ['Sevilla', '41', 37.3891, -5.9845],
  ['Zaragoza', '50', 41.6488, -0.8891],
  ['Málaga', '29', 36.7213, -4.4214],
  ['Bilbao', '48', 43.263, -2.935],
  ['Alicante', '03', 38.3452, -0.481],
  ['Córdoba', '14', 37.8882, -4.7794],
  ['Valladolid', '47', 41.6523, -4.7245],
  ['Vigo', '36', 42.2406, -8.7207],
  ['Gijón', '33', 43.5322, -5.6611],
];

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const week = (ranges: TimeRange[]) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, ranges])) as Record<Weekday, TimeRange[]>;
const HOURS: OpeningHours[] = [
  week([{ open: '00:00', close: '24:00' }]),
  {
    ...week([
      { open: '09:30', close: '14:00' },
      { open: '17:00', close: '20:30' },
    ]),
    sun: [],
  },
  { ...week([{ open: '19:00', close: '24:00' }]), fri: [{ open: '19:00', close: '02:00' }], sat: [{ open: '19:00', close: '03:00' }] },
];
const COINS = ['ETH', 'USDT', 'USDC', 'LTC', 'XRP', 'SOL', 'ADA'];
const ZONES = ['Europe/Madrid', 'Atlantic/Canary', 'America/Asuncion', 'America/Argentina/Buenos_Aires'];
const NOW = new Date('2026-12-08T11:00:00Z');

export function syntheticLocations(count: number): FinderLocation[] {
  const next = random(42);
  return Array.from({ length: count }, (_, index) => {
    const [city, prefix, lat, lng] = CITIES[index % CITIES.length]!;
    return {
      // What the filters read: sell, coins, card, hours on one of four clocks, a holiday on some, status.
      supports: { buy: true, sell: next() < 0.6, coins: ['BTC', ...COINS.filter(() => next() < 0.3)] },
      acceptsCard: next() < 0.4,
      openingHours: { ...HOURS[index % HOURS.length] },
      timeZone: ZONES[index % ZONES.length],
      specialHours: index % 7 === 0 ? [{ date: '2026-12-08', kind: 'holiday' as const, label: 'Inmaculada', hours: [] }] : undefined,
      status: {
        operational: next() < 0.08 ? ('out-of-service' as const) : ('in-service' as const),
        lastSeenOnline: '2026-12-08T10:58:00Z',
      },
      id: index + 1,
      kind: 'atm' as const,
      title: `Cajero ${city} ${index + 1}`,
      address: `Calle ${['Mayor', 'Real', 'Nueva', 'del Sol', 'Ancha'][index % 5]} ${1 + Math.floor(next() * 200)}`,
      city,
      postalCode: `${prefix}${String(Math.floor(next() * 999)).padStart(3, '0')}`,
      position: { latitude: lat + (next() - 0.5) * 0.4, longitude: lng + (next() - 0.5) * 0.4 },
    };
  });
}

const RUNS = 9;
const time = (work: () => unknown) => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

export interface FinderBench {
  locations: number;
  indexBuildMs: number;
  keystrokeWorstMs: number;
  keystrokeMedianMs: number;
  slowestKey: string;
  clusterBuildAndQueryMs: number;
  clusterQueryMs: number;
  /** Search plus sell and coin filters, counts and saved-first, per keystroke. */
  filteredKeystrokeWorstMs: number;
  filteredKeystrokeMedianMs: number;
  /** A filter toggled on the whole list (the facts already known this minute). */
  filterChangeWorstMs: number;
  /** Every location's facts (open now on its clock, holidays) worked out: once a minute, the first filter pass. */
  factsColdMs: number;
}

export function runFinderBench(count = 10_000): FinderBench {
  const locations = syntheticLocations(count);
  // A copy of the list each run, so searchIndexFor builds the index anew instead of finding it cached.
  const indexBuild = median(Array.from({ length: RUNS }, () => time(() => searchIndexFor([...locations]))));
  const index = searchIndexFor(locations);
  const typed = [
    'v',
    'va',
    'val',
    'vall',
    'valla',
    'vallad',
    'vallado',
    'valladol',
    'valladoli',
    'valladolid',
    '2',
    '28',
    '280',
    '2801',
    '28013',
  ];
  // Warm the JIT as a visitor's earlier keystrokes would.
  typed.forEach((query) => searchLocations(index, query));
  const perKeystroke = typed.map((query) => median(Array.from({ length: RUNS }, () => time(() => searchLocations(index, query)))));
  const spain: BBox = [-9.5, 35.8, 3.4, 43.9];
  const madrid: BBox = [-3.9, 40.3, -3.5, 40.55];
  buildClusterIndex(locations);
  const build = median(
    Array.from({ length: RUNS }, () =>
      time(() => {
        const clusters = buildClusterIndex(locations);
        clustersIn(clusters, spain, 6);
      }),
    ),
  );
  // Filters: a visitor with 20 saved ATMs, can-sell and ETH on, typing; then toggling each filter on the whole list.
  const saved = new Set(Array.from({ length: 20 }, (_, i) => i * 37 + 5));
  const withFilters: FinderFilters = { ...noFilters, sell: true, coin: 'ETH' };
  const factsCold = median(
    Array.from({ length: RUNS }, () => time(() => applyFinderFilters(searchLocations(index, '').items, noFilters, createFactsReader(NOW)))),
  );
  const factsOf = createFactsReader(NOW);
  const filteredList = (query: string, filters: FinderFilters) =>
    savedFirst(applyFinderFilters(searchLocations(index, query).items, filters, factsOf).items, (id) => saved.has(id));
  typed.forEach((query) => filteredList(query, withFilters));
  const perFilteredKeystroke = typed.map((query) =>
    median(Array.from({ length: RUNS }, () => time(() => filteredList(query, withFilters)))),
  );
  const changes: FinderFilters[] = [
    { ...noFilters, open: true },
    { ...noFilters, open: true, h24: true },
    { ...noFilters, card: true, coin: 'SOL' },
    { ...noFilters, sell: true, open: true, card: true },
    noFilters,
  ];
  const perChange = changes.map((filters) => median(Array.from({ length: RUNS }, () => time(() => filteredList('', filters)))));
  const clusters = buildClusterIndex(locations);
  const query = median(Array.from({ length: RUNS }, () => time(() => (clustersIn(clusters, spain, 6), clustersIn(clusters, madrid, 12)))));
  return {
    locations: count,
    indexBuildMs: round(indexBuild, 2),
    keystrokeWorstMs: round(Math.max(...perKeystroke), 2),
    keystrokeMedianMs: round(median(perKeystroke), 2),
    slowestKey: typed[perKeystroke.indexOf(Math.max(...perKeystroke))]!,
    clusterBuildAndQueryMs: round(build, 2),
    clusterQueryMs: round(query, 2),
    filteredKeystrokeWorstMs: round(Math.max(...perFilteredKeystroke), 2),
    filteredKeystrokeMedianMs: round(median(perFilteredKeystroke), 2),
    filterChangeWorstMs: round(Math.max(...perChange), 2),
    factsColdMs: round(factsCold, 2),
  };
}
