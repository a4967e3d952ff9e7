import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `everyMs`: "as of" notes turn stale and "open now" changes while a page stays open. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
