/** How long after the page's load event work nobody needs at once may start. */
const AFTER_LOAD_MS = 1500;

/** When the page's load event ended, on the performance clock (0 until it has). */
function loadEnd(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd || performance.now();
}

/**
 * Runs `run` in idle time once `delayMs` have passed since the page's load event (at once, in idle
 * time, if they already have); returns a cancel function.
 */
export function afterPageLoad(run: () => void, delayMs = AFTER_LOAD_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(
      () => {
        if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 2000 });
        else run();
      },
      Math.max(0, loadEnd() + delayMs - performance.now()),
    );
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
