import {
  applyFinderFilters,
  createFactsReader,
  finderFiltersToSearch,
  parseFinderFilters,
  savedFirst,
  type FinderFilters,
} from './finder-filters';
import type { RankedLocation } from './location-search';
import type { FinderLocation } from '../data/location-types';
import { everyDay } from '../../../../tests/fixtures/every-day';

/** Every filter off: what an empty or unreadable URL means. */
const noFilters: FinderFilters = { sell: false, open: false, h24: false, card: false };

const ALWAYS = everyDay([{ open: '00:00', close: '24:00' }]);
const DAYTIME = everyDay([{ open: '09:00', close: '20:00' }]);

function place(id: number, extra: Partial<FinderLocation>): RankedLocation {
  return {
    location: {
      id,
      kind: 'atm',
      title: `ATM ${id}`,
      address: '',
      city: 'Madrid',
      postalCode: '28013',
      timeZone: 'Europe/Madrid',
      openingHours: DAYTIME,
      ...extra,
    },
  };
}

// Thursday 15 January 2026, 12:00 in Madrid, 08:00 in Asunción.
const NOON_MADRID = new Date('2026-01-15T11:00:00Z');

const items = [
  place(1, { supports: { sell: true, coins: ['BTC', 'ETH'] }, acceptsCard: true, openingHours: ALWAYS }),
  place(2, { supports: { sell: false, coins: ['BTC'] }, acceptsCard: false }),
  place(3, { supports: { sell: true, coins: ['BTC', 'USDT'] }, acceptsCard: false, timeZone: 'America/Asuncion' }),
  place(4, {
    supports: { sell: true, coins: ['BTC', 'ETH'] },
    acceptsCard: true,
    status: { operational: 'out-of-service', lastSeenOnline: '2026-01-14T10:00:00Z' },
  }),
  place(5, {
    supports: { sell: false, coins: ['BTC'] },
    specialHours: [{ date: '2026-01-15', kind: 'closure', label: 'Obras', hours: [] }],
  }),
];

const run = (filters: Partial<FinderFilters>, now = NOON_MADRID) =>
  applyFinderFilters(items, { ...noFilters, ...filters }, createFactsReader(now));
const ids = (result: { items: RankedLocation[] }) => result.items.map((item) => item.location.id);

describe('finder filters', () => {
  it('works each location out once a minute: a new instant in the same minute reuses the facts, the next minute does not', () => {
    const reader = createFactsReader(NOON_MADRID);
    const facts = reader(items[0]!.location);
    expect(createFactsReader(new Date(NOON_MADRID.getTime() + 59_000))).toBe(reader);
    expect(reader(items[0]!.location)).toBe(facts);
    const nextMinute = createFactsReader(new Date(NOON_MADRID.getTime() + 60_000));
    expect(nextMinute).not.toBe(reader);
    expect(nextMinute(items[0]!.location)).toEqual(facts);
    // The closure on item 5 ends at midnight: its facts at the next day's noon are worked out anew.
    expect(run({ open: true }, new Date('2026-01-16T11:00:00Z')).items.map((item) => item.location.id)).toContain(5);
  });

  it('keeps everything with no filter and counts what each filter would leave', () => {
    const { items: kept, counts } = run({});
    expect(kept).toHaveLength(5);
    expect(counts.toggles).toEqual({ sell: 3, open: 2, h24: 1, card: 2 });
    expect(counts.coins).toEqual({ BTC: 5, ETH: 2, USDT: 1 });
    expect(counts.anyCoin).toBe(5);
  });

  it('combines filters, and counts each control against the others', () => {
    const result = run({ sell: true, coin: 'ETH' });
    expect(ids(result)).toEqual([1, 4]);
    // Turning "open now" on as well would leave only 1 (4 is out of service).
    expect(result.counts.toggles.open).toBe(1);
    // "Can sell" counts with the coin filter only: the ETH ones that sell.
    expect(result.counts.toggles.sell).toBe(2);
    // The coin options count with "can sell" only.
    expect(result.counts.coins).toEqual({ BTC: 3, ETH: 2, USDT: 1 });
    expect(result.counts.anyCoin).toBe(3);
  });

  it('reads open now on each location’s clock, with closures and machines out of service left out', () => {
    // 12:00 in Madrid: 1 (24 h) and 2 open; 3 is in Asunción at 08:00, closed; 4 out of service; 5 closed today for works.
    expect(ids(run({ open: true }))).toEqual([1, 2]);
    // 22:00 in Madrid is 18:00 in Asunción: only the 24-hour one and the Paraguayan one are open.
    expect(ids(run({ open: true }, new Date('2026-01-15T21:00:00Z')))).toEqual([1, 3]);
    // The next day the closure is over.
    expect(ids(run({ open: true }, new Date('2026-01-16T11:00:00Z')))).toEqual([1, 2, 5]);
  });

  it('honours public holidays: closed unless the holiday keeps the 24-hour hours', () => {
    const christmas = [{ date: '2026-12-25', kind: 'holiday' as const, label: 'Navidad', hours: [] }];
    const open24 = [{ date: '2026-12-25', kind: 'holiday' as const, label: 'Navidad', hours: [{ open: '00:00', close: '24:00' }] }];
    const day = [place(7, { specialHours: christmas }), place(8, { openingHours: ALWAYS, specialHours: open24 })];
    const at = new Date('2026-12-25T11:00:00Z');
    expect(applyFinderFilters(day, { ...noFilters, open: true }, createFactsReader(at)).items.map((i) => i.location.id)).toEqual([8]);
    // 00:30 on the 25th in Madrid is still the 24th in Asunción: no holiday there yet, and a night owl there is open.
    const asuncion = place(9, {
      timeZone: 'America/Asuncion',
      openingHours: everyDay([{ open: '18:00', close: '24:00' }]),
      specialHours: christmas,
    });
    expect(
      applyFinderFilters([asuncion], { ...noFilters, open: true }, createFactsReader(new Date('2026-12-24T23:30:00Z'))).items,
    ).toHaveLength(1);
    expect(
      applyFinderFilters([asuncion], { ...noFilters, open: true }, createFactsReader(new Date('2026-12-25T22:00:00Z'))).items,
    ).toHaveLength(0);
  });

  it('lives in the URL as short params and reads back whatever is typed there', () => {
    const filters: FinderFilters = { sell: true, open: false, h24: true, card: false, coin: 'ETH' };
    expect(finderFiltersToSearch(filters)).toEqual({ sell: 1, h24: 1, coin: 'ETH' });
    expect(parseFinderFilters(finderFiltersToSearch(filters))).toEqual(filters);
    expect(parseFinderFilters({ sell: 'true', card: '1', open: 0, coin: 'eth' })).toEqual({
      sell: true,
      open: false,
      h24: false,
      card: true,
      coin: 'ETH',
    });
    expect(parseFinderFilters({ coin: '<script>', h24: 'yes' })).toEqual(noFilters);
    expect(finderFiltersToSearch(noFilters)).toEqual({});
  });

  it('puts saved locations first, each group in its own order', () => {
    const saved = new Set([4, 2]);
    expect(savedFirst(items, (id) => saved.has(id)).map((i) => i.location.id)).toEqual([2, 4, 1, 3, 5]);
    expect(savedFirst(items, () => false)).toBe(items);
  });
});
