// The finder's filters: what they mean, how they sit in the URL, and how many results each would leave.
// Pure, so the list, the counts and the benchmark (tests/bench) share them, and they work on the cached
// list offline. Each location's facts are worked out once per minute, not once per keystroke.
import type { RankedLocation } from './location-search';
import type { FinderLocation } from '../data/location-types';
import { isOpenAllWeek, localClock, locationOpenState } from '../hours/opening-hours';

export interface FinderFilters {
  sell: boolean;
  open: boolean;
  h24: boolean;
  card: boolean;
  /** A coin symbol, or undefined for any coin. */
  coin?: string;
}

export type ToggleFilter = 'sell' | 'open' | 'h24' | 'card';

export const NO_FILTERS: FinderFilters = { sell: false, open: false, h24: false, card: false };

/** The on/off filters in the order they are shown. */
export const toggleFilters: ToggleFilter[] = ['sell', 'open', 'h24', 'card'];

export interface LocationFacts {
  sell: boolean;
  /** Open by its hours, holidays and closures, and in service. */
  open: boolean;
  h24: boolean;
  card: boolean;
  coins: string[];
}

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Reads the filters from the route's search params (whatever a visitor typed into the URL). */
export function parseFinderFilters(search: Record<string, unknown>): FinderFilters {
  const coin = typeof search.coin === 'string' && /^[A-Za-z0-9]{2,10}$/.test(search.coin) ? search.coin.toUpperCase() : undefined;
  return { sell: isOn(search.sell), open: isOn(search.open), h24: isOn(search.h24), card: isOn(search.card), ...(coin ? { coin } : {}) };
}

/** The search params for `filters`: only the ones that are on, so a plain list keeps a plain URL. */
export function finderFiltersToSearch(filters: FinderFilters): Record<string, string | number> {
  const search: Record<string, string | number> = {};
  for (const key of toggleFilters) if (filters[key]) search[key] = 1;
  if (filters.coin) search.coin = filters.coin;
  return search;
}

export const activeFilterCount = (filters: FinderFilters) => toggleFilters.filter((key) => filters[key]).length + (filters.coin ? 1 : 0);

function locationFacts(location: FinderLocation, now: Date, clock = localClock(now, location.timeZone)): LocationFacts {
  const inService = location.status?.operational !== 'out-of-service';
  return {
    sell: location.supports?.sell === true,
    open: inService && locationOpenState(location, now, clock).status === 'open',
    h24: isOpenAllWeek(location.openingHours),
    card: location.acceptsCard === true,
    coins: location.supports?.coins ?? [],
  };
}

/** Each location's facts at `now`, worked out once per minute: the reader for a minute is kept, so the
 * render right after hydration (the real time replacing the server's, usually in the same minute) and
 * every keystroke reuse it. */
export function createFactsReader(now: Date): (location: FinderLocation) => LocationFacts {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastReader?.minute === minute) return lastReader.read;
  const memo = new WeakMap<FinderLocation, LocationFacts>();
  const read = (location: FinderLocation) => {
    let facts = memo.get(location);
    if (!facts) {
      facts = locationFacts(location, now);
      memo.set(location, facts);
    }
    return facts;
  };
  lastReader = { minute, read };
  return read;
}

let lastReader: { minute: number; read: (location: FinderLocation) => LocationFacts } | undefined;

type FilterControl = ToggleFilter | 'coin';
const filterControls: FilterControl[] = [...toggleFilters, 'coin'];

/** Whether a location's facts fail one control's filter: off passes everything, on keeps what has it. */
function fails(control: FilterControl, facts: LocationFacts, filters: FinderFilters): boolean {
  if (control === 'coin') return filters.coin !== undefined && !facts.coins.includes(filters.coin);
  return filters[control] && !facts[control];
}

export interface FilterCounts {
  /** Results with each toggle on, the other filters as they are. */
  toggles: Record<ToggleFilter, number>;
  /** Results for each coin, the other filters as they are. */
  coins: Record<string, number>;
  /** Results for any coin, the other filters as they are. */
  anyCoin: number;
}

/**
 * The filtered results and, for each control, how many results choosing it would leave (the usual
 * facet count: the others stay as they are). One pass over the results.
 */
export function applyFinderFilters(items: RankedLocation[], filters: FinderFilters, factsOf: (location: FinderLocation) => LocationFacts) {
  const kept: RankedLocation[] = [];
  const toggles: Record<ToggleFilter, number> = { sell: 0, open: 0, h24: 0, card: 0 };
  const coins: Record<string, number> = {};
  let anyCoin = 0;
  for (const item of items) {
    const facts = factsOf(item.location);
    // Which active filters this location fails: with none it is kept; with exactly one, it counts for that control.
    let failed: FilterControl | null = null;
    let failures = 0;
    for (const control of filterControls) {
      if (fails(control, facts, filters)) {
        failed = control;
        failures++;
      }
    }
    if (failures === 0) kept.push(item);
    const othersPass = failures === 0 || (failures === 1 && failed === 'coin');
    if (othersPass) {
      anyCoin++;
      for (const coin of facts.coins) coins[coin] = (coins[coin] ?? 0) + 1;
    }
    for (const key of toggleFilters) {
      const passesOthers = failures === 0 || (failures === 1 && failed === key);
      if (passesOthers && facts[key]) toggles[key]++;
    }
  }
  const counts: FilterCounts = { toggles, coins, anyCoin };
  return { items: kept, counts };
}

/** Every coin the locations handle, BTC first, then alphabetical: the coin filter's options. */
export function coinsOf(locations: FinderLocation[]): string[] {
  const all = new Set(locations.flatMap((location) => location.supports?.coins ?? []));
  return [...all].sort((a, b) => (a === 'BTC' ? -1 : b === 'BTC' ? 1 : a.localeCompare(b)));
}

/** Saved locations first, each group keeping the order it had. */
export function savedFirst(items: RankedLocation[], isSaved: (id: number) => boolean): RankedLocation[] {
  const saved = items.filter((item) => isSaved(item.location.id));
  if (saved.length === 0) return items;
  return [...saved, ...items.filter((item) => !isSaved(item.location.id))];
}
