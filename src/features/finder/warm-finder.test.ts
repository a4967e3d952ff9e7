import { QueryClient } from '@tanstack/react-query';
import { appStore } from '../../app/app-store';
import { prepareHydration, beforeHydrate } from '../../app/before-hydrate';
import { setHydrationTime } from '../../app/render-clock';
import { createFactsReader } from './finder-filters';
import { locationContentListQuery, locationListQuery } from './location-queries';
import { searchIndexFor } from './location-search';
import type { GatewayLocation } from './location-types';
import { mergedLocations } from './merge-locations';
import * as openingHours from './opening-hours';
import { warmFinderLists } from './warm-finder';

vi.mock('./opening-hours', async (original) => {
  const actual = await original<typeof import('./opening-hours')>();
  return { ...actual, locationOpenState: vi.fn(actual.locationOpenState) };
});

const DAYTIME = { mon: [{ open: '09:00', close: '20:00' }] };
const record = (id: number): GatewayLocation => ({
  id, type: 'atm', marketId: 1, openingHours: DAYTIME,
  location: { title: `ATM ${id}`, address: 'Gran Vía, 1', city: 'Madrid', postalCode: '28013', latitude: 40.4, longitude: -3.7, timeZone: 'Europe/Madrid' },
});

// 12:00:20 in Madrid: the server rendered within a minute, so its facts are those of 12:00.
const RENDERED_AT = Date.parse('2026-01-15T11:00:20Z');

describe('warmFinderLists (before hydration)', () => {
  // What start.tsx has put in place from the server's state by then.
  beforeEach(() => {
    appStore.set({ marketId: 1, realLocale: 'es' });
    setHydrationTime(RENDERED_AT);
  });

  it("works out every cached location's facts and the search index, which the page's render then reuses", async () => {
    const queryClient = new QueryClient();
    const records = Array.from({ length: 120 }, (_, i) => record(1000 + i));
    const content = [{ id: 1, attributes: { ATMID: 1000, Banner: { Title: 'Cajero bitcoin en Madrid' } } }];
    queryClient.setQueryData(locationListQuery('atm', 1, 'es').queryKey, records);
    queryClient.setQueryData(locationContentListQuery('atm', 1, 'es').queryKey, content);
    const openState = vi.mocked(openingHours.locationOpenState);
    openState.mockClear();

    await warmFinderLists({ queryClient });
    expect(openState).toHaveBeenCalledTimes(120);

    // What LocationFinder asks for while hydrating: the same joined list, index and facts, nothing worked out again.
    const locations = mergedLocations('atm', records, content);
    expect(locations[0]!.title).toBe('Cajero bitcoin en Madrid');
    expect(searchIndexFor(locations)).toBe(searchIndexFor(mergedLocations('atm', records, content)));
    const factsOf = createFactsReader(new Date(Math.floor(RENDERED_AT / 60_000) * 60_000));
    for (const location of locations) factsOf(location);
    expect(openState).toHaveBeenCalledTimes(120);
  });

  it('does nothing for lists that are not cached, and a failing preparation never stops hydration', async () => {
    const queryClient = new QueryClient();
    await expect(warmFinderLists({ queryClient })).resolves.toBeUndefined();
    const after = vi.fn(async () => undefined);
    beforeHydrate(async () => {
      throw new Error('broken preparation');
    });
    beforeHydrate(after);
    beforeHydrate(after);
    await prepareHydration({ queryClient });
    expect(after).toHaveBeenCalledTimes(1);
  });
});
