// "Now" for a first render: the server renders at one instant, and the browser must hydrate with the same
// instant or "open now", "N minutes ago" and a quote's countdown could differ from the server's HTML. Parts
// inside Suspense boundaries hydrate later than the rest, so "hydrating" is asked per component
// (useHydrated's server snapshot), not once for the page.
import { useHydrated } from '../lib/client-only';
import { marketTable } from '../markets/market-table';
import { isServerRender, scoped } from '../lib/request-scope';
import { useMarketId } from './use-lang';

const serverClock = scoped(() => ({ now: Date.now() }));
let serverRenderedAt: number | undefined;

let hydrationEnded: () => void = () => undefined;
/** Resolves once the first render has committed (hydration or the shell's render). */
export const hydrated = new Promise<void>((resolve) => (hydrationEnded = resolve));

/** The browser hydrates with the server's instant (from the page's state). */
export function setHydrationTime(time: number) {
  serverRenderedAt = time;
}

export function endHydration() {
  hydrationEnded();
}

/** The server's render instant: on the server, and in the browser for what hydrates server HTML. */
export function renderTime(): number {
  if (isServerRender()) return serverClock().now;
  return serverRenderedAt ?? Date.now();
}

/** The instant a component renders at: the server's while it renders or hydrates, the real time afterwards. */
export function useRenderTime(): number {
  const hydrated = useHydrated();
  return hydrated ? Date.now() : renderTime();
}

/**
 * The zone a component writes times and dates in. The server knows no visitor's zone, so it writes the
 * market's; hydration must write the same text (or React drops the server's HTML and renders afresh), and
 * afterwards the visitor's own zone applies (undefined: the browser's).
 */
export function useDisplayTimeZone(): string | undefined {
  const hydrated = useHydrated();
  const marketId = useMarketId();
  return hydrated ? undefined : marketTable[marketId].timeZone;
}
