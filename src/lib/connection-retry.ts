// Trying again while something waits for the network. Poor signal usually leaves the browser "online"
// with nothing answering, and Safari and Firefox have no Background Sync to say when it answers again:
// so the page tries on a schedule that backs off, and at once whenever the browser hints that the
// connection may be back (online, the page shown again or focused, a page restored from the back cache).
// Nothing runs once stopped.

/** @public The first pause, doubled after each try up to the last (exported for the tests of what uses it). */
export const RETRY_FIRST_MS = 2_000;
/** @public The longest pause (exported for the schedule's test). */
export const RETRY_LONGEST_MS = 30_000;

/** @public The pause before try number `tries` + 1 (0 tries so far: the first pause). */
export const retryPauseMs = (tries: number) => Math.min(RETRY_FIRST_MS * 2 ** tries, RETRY_LONGEST_MS);

const WINDOW_HINTS = ['online', 'focus', 'pageshow'] as const;

/**
 * Calls `tryNow` after 2, 4, 8, 16 s and then every 30 s, and at once on a hint that the connection may
 * be back (which starts the schedule over: a connection that just came back is worth asking soon again).
 * Returns the stop.
 */
export function retryWhileWaiting(tryNow: () => void): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      tries += 1;
      schedule();
      tryNow();
    }, retryPauseMs(tries));
  };
  const onHint = () => {
    if (document.visibilityState === 'hidden') return;
    tries = 0;
    schedule();
    tryNow();
  };
  for (const hint of WINDOW_HINTS) window.addEventListener(hint, onHint);
  document.addEventListener('visibilitychange', onHint);
  schedule();
  return () => {
    clearTimeout(timer);
    for (const hint of WINDOW_HINTS) window.removeEventListener(hint, onHint);
    document.removeEventListener('visibilitychange', onHint);
  };
}
