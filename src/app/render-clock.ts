// "Now" for the first render: the server renders at one instant, and the browser must hydrate with
// the same instant or "open now" and "N minutes ago" could differ from the server's HTML. After
// hydration every clock reads the real time again.
import { isServerRender, scoped } from './request-scope';

const serverClock = scoped(() => ({ now: Date.now() }));
let hydrationTime: number | undefined;

/** The browser hydrates with the server's instant (from the page's state), and clears it afterwards. */
export function setHydrationTime(time: number | undefined) {
  hydrationTime = time;
}

export function renderTime(): number {
  if (isServerRender()) return serverClock().now;
  return hydrationTime ?? Date.now();
}
