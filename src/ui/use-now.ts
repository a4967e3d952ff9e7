import { useEffect, useState } from 'react';
import { useRenderTime } from '../state/render-clock';

/** The current time in ms, refreshed every `everyMs`: "as of" notes turn stale and "open now" changes while a page stays open. */
export function useNow(everyMs: number): number {
  return useClock(everyMs, (time) => time);
}

/**
 * The current time rounded down to `everyMs` (a minute for "open now"), refreshed as often. The real
 * time that replaces the server's right after hydration is usually in the same minute: the value does
 * not change, so React leaves the page as it is instead of rendering a whole list again.
 */
export function useTick(everyMs: number): number {
  return useClock(everyMs, (time) => startOfTick(time, everyMs));
}

/** `time` rounded down to a multiple of `everyMs`: what useTick shows at that instant. */
const startOfTick = (time: number, everyMs: number) => Math.floor(time / everyMs) * everyMs;

function useClock(everyMs: number, round: (time: number) => number): number {
  // The first render uses the server's instant when hydrating (render-clock.ts); the real time follows at once.
  const first = round(useRenderTime());
  const [now, setNow] = useState(first);
  useEffect(() => {
    setNow(round(Date.now()));
    const timer = window.setInterval(() => setNow(round(Date.now())), everyMs);
    return () => window.clearInterval(timer);
    // `round` is a pure function of `everyMs`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [everyMs]);
  return now;
}
