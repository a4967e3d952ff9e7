// The finder on 10,000 generated locations, in Node: each keystroke of a city and a postal code
// through the search (location-search.ts), and building plus querying the cluster index (map-clusters.ts).
import { buildSearchIndex, searchLocations } from '../../src/features/finder/location-search';
import { buildClusterIndex, clustersIn, type BBox } from '../../src/features/finder/map-clusters';
import type { FinderLocation } from '../../src/features/finder/location-types';
import { median, round } from './budgets';

const CITIES: Array<[string, string, number, number]> = [
  ['Madrid', '28', 40.4168, -3.7038], ['Barcelona', '08', 41.3874, 2.1686], ['Valencia', '46', 39.4699, -0.3763],
  ['Sevilla', '41', 37.3891, -5.9845], ['Zaragoza', '50', 41.6488, -0.8891], ['Málaga', '29', 36.7213, -4.4214],
  ['Bilbao', '48', 43.263, -2.935], ['Alicante', '03', 38.3452, -0.481], ['Córdoba', '14', 37.8882, -4.7794],
  ['Valladolid', '47', 41.6523, -4.7245], ['Vigo', '36', 42.2406, -8.7207], ['Gijón', '33', 43.5322, -5.6611],
];

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function syntheticLocations(count: number): FinderLocation[] {
  const next = random(42);
  return Array.from({ length: count }, (_, index) => {
    const [city, prefix, lat, lng] = CITIES[index % CITIES.length]!;
    return {
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
}

export function runFinderBench(count = 10_000): FinderBench {
  const locations = syntheticLocations(count);
  const indexBuild = median(Array.from({ length: RUNS }, () => time(() => buildSearchIndex(locations))));
  const index = buildSearchIndex(locations);
  const typed = ['v', 'va', 'val', 'vall', 'valla', 'vallad', 'vallado', 'valladol', 'valladoli', 'valladolid', '2', '28', '280', '2801', '28013'];
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
  };
}
