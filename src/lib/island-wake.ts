// Signals that wake islands of a first document from code outside them (src/contracts/islands.ts names
// which island waits for which). A signal is kept, so an island that starts waiting later still wakes.
// The page's background waits on one too: 'everything-asked' starts what light mode held back.
// Where no island waits (the app has taken over and renders everything itself) a signal changes nothing.

/**
 * A word from code outside an island that something the island shows has happened: a
 * call the loader bar shows started, the worker says the network is gone, writes wait in the outbox,
 * a notice was posted, the browser offers to install the site where the visitor can see its control, the
 * calculator shows another pair than the chart's, the visitor asks light mode for everything.
 */
export type WakeSignal =
  'calls-started' | 'network-gone' | 'writes-queued' | 'notice-posted' | 'install-offered' | 'pair-changed' | 'everything-asked';

const sent = new Set<WakeSignal>();
const waiting = new Map<WakeSignal, Set<() => void>>();

export function requestIslandWake(signal: WakeSignal) {
  if (sent.has(signal)) return;
  sent.add(signal);
  waiting.get(signal)?.forEach((wake) => wake());
}

/** Calls `wake` once `signal` is sent (at once if it already was). */
export function onIslandWakeRequest(signal: WakeSignal, wake: () => void) {
  if (sent.has(signal)) return wake();
  let wakes = waiting.get(signal);
  if (!wakes) waiting.set(signal, (wakes = new Set()));
  wakes.add(wake);
}
