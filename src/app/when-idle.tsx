import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** How long after the page has loaded the widgets nobody needs at once may start loading. */
const AFTER_LOAD_MS = 1500;

/** Runs `run` in idle time `delayMs` after the page's load event; returns a cancel function. */
export function afterPageLoad(run: () => void, delayMs = AFTER_LOAD_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * Renders its children a moment after the page has loaded, in idle time: for widgets nobody needs at
 * once (the floating contact buttons, the footer sign-up), so their code is not part of the first load
 * and does not compete with the page's own content for the network or the main thread. Their code
 * (`load`) is asked for in one task and rendered, in a transition, in later ones: asking for a chunk and
 * its styles, evaluating it and committing its elements each take a few milliseconds, and together they
 * made one long task.
 */
export function WhenIdle({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      afterPageLoad(() => {
        // A widget whose code failed to load (offline before the worker cached it) stays away; rendering
        // its lazy component would throw the failure into the page.
        load().then(
          () => startTransition(() => setReady(true)),
          () => undefined,
        );
      }),
    [load],
  );
  return ready ? <>{children}</> : null;
}
