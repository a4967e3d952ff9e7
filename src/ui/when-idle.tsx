import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterPageLoad } from '../lib/after-page-load';

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
