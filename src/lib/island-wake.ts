// Asking an island of a first document to wake, from code that is not inside it: the browser's install
// offer, the outbox holding writes, the worker's word that the network is gone or that a new version
// waits, a notice posted. A request is kept, so an island whose waker listens later still wakes. Where
// no island listens (the app has taken over and renders everything itself) a request changes nothing.
const requested = new Set<string>();
const listeners = new Map<string, Set<() => void>>();

export function requestIslandWake(name: string) {
  if (requested.has(name)) return;
  requested.add(name);
  listeners.get(name)?.forEach((wake) => wake());
}

/** Calls `wake` once `name` is asked to wake (at once if it already was). */
export function onIslandWakeRequest(name: string, wake: () => void) {
  if (requested.has(name)) return wake();
  let waiting = listeners.get(name);
  if (!waiting) listeners.set(name, (waiting = new Set()));
  waiting.add(wake);
}
