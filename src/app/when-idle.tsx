import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long after the page has loaded the widgets nobody needs at once may start loading. */
const AFTER_LOAD_MS = 1500;

/** Runs `run` in idle time a moment after the page's load event; returns a cancel function. */
export function afterPageLoad(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, AFTER_LOAD_MS);
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
 * and does not compete with the page's own content for the network or the main thread.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageLoad(() => setReady(true)), []);
  return ready ? <>{children}</> : null;
}

/** How close to the viewport a deferred part starts loading, so it is usually ready when scrolled to. */
const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * Renders its children once the placeholder comes near the viewport: for heavy parts below the fold
 * (the chart library on the Buy page), so a visitor who never scrolls to them never pays for their code.
 * Where IntersectionObserver is missing, the children render at once.
 */
export function WhenNearViewport({ placeholderClassName, children }: { placeholderClassName: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_VIEWPORT_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={placeholder} className={placeholderClassName} />;
}
