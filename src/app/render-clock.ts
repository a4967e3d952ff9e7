// "Now" for the first render: the server renders at one instant, and the browser must hydrate with
// the same instant or "open now" and "N minutes ago" could differ from the server's HTML. After
// hydration every clock reads the real time again.
import { isServerRender, scoped } from './request-scope';

const serverClock = scoped(() => ({ now: Date.now() }));
let hydrationTime: number | undefined;

let hydrationEnded: () => void = () => undefined;
/** Resolves once the first render has committed (hydration or the shell's render). */
export const hydrated = new Promise<void>((resolve) => (hydrationEnded = resolve));

/** The browser hydrates with the server's instant (from the page's state). */
export function setHydrationTime(time: number) {
  hydrationTime = time;
}

/** From the first commit on, clocks read the real time and `hydrated` resolves. */
export function endHydration() {
  hydrationTime = undefined;
  hydrationEnded();
}

export function renderTime(): number {
  if (isServerRender()) return serverClock().now;
  return hydrationTime ?? Date.now();
}
