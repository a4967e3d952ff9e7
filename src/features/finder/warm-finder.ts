// Before a list page's server HTML is taken over, the finder's per-location work is done in short pieces:
// the joined list, its search index and each location's facts (open now, coins...) at the server's
// minute. The hydrating render then finds all of it (same objects, same minute) instead of working out
// every location inside one component render (9-19 ms on a phone-speed CPU, a single long task).
import { appStore } from '../../app/app-store';
import type { BeforeHydrateContext } from '../../app/before-hydrate';
import { renderTime } from '../../app/render-clock';
import { startOfTick } from '../../ui/use-now';
import { yieldToMain } from '../../app/yield-to-main';
import { createFactsReader } from './finder-filters';
import { locationContentListQuery, locationListQuery } from './location-queries';
import { searchIndexFor } from './location-search';
import type { LocationKind } from './location-types';
import { mergedLocations } from './merge-locations';

/** Time worked between two yields, well under the 50 ms of a long task even on a slow phone. */
const SLICE_MS = 3;

export async function warmFinderLists({ queryClient }: BeforeHydrateContext) {
  const { marketId, realLocale: lang } = appStore.get();
  // The list's clock ticks by the minute from the server's instant (location-finder.tsx): the same reader.
  const now = new Date(startOfTick(renderTime(), 60_000));
  for (const kind of ['atm', 'store'] as LocationKind[]) {
    const records = queryClient.getQueryData(locationListQuery(kind, marketId, lang).queryKey);
    if (!records) continue;
    const content = queryClient.getQueryData(locationContentListQuery(kind, marketId, lang).queryKey);
    const locations = mergedLocations(kind, records, content);
    await yieldToMain();
    searchIndexFor(locations);
    const factsOf = createFactsReader(now);
    let sliceStart = performance.now();
    for (const location of locations) {
      factsOf(location);
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToMain();
        sliceStart = performance.now();
      }
    }
  }
}
