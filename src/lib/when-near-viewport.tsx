import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How close to the viewport a deferred part starts loading, so it is usually ready when scrolled to. */
const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * Renders its lazily loaded children once their place comes near the viewport, with one placeholder
 * before and while their code loads: for heavy parts below the fold (the chart library on the Buy
 * page), so a visitor who never scrolls to them never pays for their code. Where IntersectionObserver
 * is missing, the children load at once.
 */
export function WhenNearViewport({
  placeholderClassName,
  placeholder: drawn,
  children,
}: {
  placeholderClassName: string;
  /** What the placeholder shows meanwhile (the server's drawing of the part), if anything. */
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  // Always the placeholder first: the server has no viewport, and hydration must match its HTML.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholderRef.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = (
    <div ref={placeholderRef} className={placeholderClassName}>
      {drawn}
    </div>
  );
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
