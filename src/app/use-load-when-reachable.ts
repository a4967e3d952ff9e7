import { useEffect, useRef, useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { isUnreachable } from '../api/unreachable';
import { retryWhileWaiting } from '../lib/connection-retry';
import { PageUnreachable } from '../routes/page-unreachable';

/**
 * Loads a page shown as not saved once the network answers: on the retry schedule (connection-retry.ts),
 * when the browser or the service worker says the connection is back (onlineManager), and on `tryNow`.
 * Each try asks the page's reads again off screen; the router loads the page only once they answer (or
 * answer with something other than a network failure, which the router then handles as it would online).
 * So the page stays on screen while a try waits, and a service that keeps failing costs one read per try
 * on the schedule, never a reload of the page. One try at a time; none once the page has gone.
 */
export function useLoadWhenReachable(error: unknown) {
  const router = useRouter();
  const [trying, setTrying] = useState(false);
  const tryNow = useRef<() => void>(() => undefined);
  useEffect(() => {
    let gone = false;
    let inFlight = false;
    const readAgain = error instanceof PageUnreachable ? error.readAgain : undefined;
    const answers = () =>
      readAgain
        ? readAgain().then(
            () => true,
            (failure: unknown) => !isUnreachable(failure),
          )
        : Promise.resolve(true);
    const attempt = async () => {
      if (inFlight || gone) return;
      inFlight = true;
      setTrying(true);
      try {
        if ((await answers()) && !gone) await router.invalidate();
      } finally {
        inFlight = false;
        if (!gone) setTrying(false);
      }
    };
    tryNow.current = () => void attempt();
    const stopSchedule = retryWhileWaiting(tryNow.current);
    const stopFollowingOnline = onlineManager.subscribe((online) => {
      if (online) tryNow.current();
    });
    return () => {
      gone = true;
      stopSchedule();
      stopFollowingOnline();
    };
  }, [router, error]);
  return { trying, tryNow: () => tryNow.current() };
}
