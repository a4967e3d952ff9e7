import { useEffect, useState } from 'react';
import { useRenderTime } from '../app/render-clock';

/** The current time in ms, refreshed every `everyMs`: "as of" notes turn stale and "open now" changes while a page stays open. */
export function useNow(everyMs: number): number {
  // The first render uses the server's instant when hydrating (render-clock.ts); the real time follows at once.
  const first = useRenderTime();
  const [now, setNow] = useState(first);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
