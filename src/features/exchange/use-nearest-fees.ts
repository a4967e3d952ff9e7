// The visitor's position, asked for only on request (or used at once when the browser already allows
// it, as after "near me" in the finder), then the nearest ATM's and store's own fees.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLang, useMarketId } from '../../state/use-lang';
import type { ExchangeAction } from './fees';
import { fetchNearbyWithFees, nearestFee, type LocationWithFees, type NearestFee, type Position } from './nearest-location-fees';

export type NearestState =
  | { status: 'idle' | 'locating' }
  | { status: 'ready'; atms: LocationWithFees[]; stores: LocationWithFees[] }
  | { status: 'error'; reason: 'denied' | 'unavailable' };

function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }), reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 5 * 60_000,
    });
  });
}

/** The nearest ATM's and store's own fees for `action`, in `fiat` (see `nearestFee`). */
export function useNearestFees(action: ExchangeAction, fiat: string) {
  const marketId = useMarketId();
  const lang = useLang();
  const [state, setState] = useState<NearestState>({ status: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const locate = useCallback(async () => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: 'locating' });
    try {
      const origin = await currentPosition();
      const [atms, stores] = await Promise.all([
        fetchNearbyWithFees('atm', origin, marketId, lang, controller.signal),
        fetchNearbyWithFees('store', origin, marketId, lang, controller.signal),
      ]);
      if (!controller.signal.aborted) setState({ status: 'ready', atms, stores });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'error', reason: (error as GeolocationPositionError | undefined)?.code === 1 ? 'denied' : 'unavailable' });
    }
  }, [marketId, lang]);

  // A visitor who already let this site know where they are gets the nearest fees without asking again.
  useEffect(() => {
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (!cancelled && permission.state === 'granted') void locate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [locate]);

  // Kept while its inputs stay, so the channel table's memoised render can skip.
  const nearest = useMemo<Record<'atm' | 'store', NearestFee | null>>(
    () =>
      state.status === 'ready'
        ? { atm: nearestFee(state.atms, action, fiat), store: nearestFee(state.stores, action, fiat) }
        : { atm: null, store: null },
    [state, action, fiat],
  );
  return { state, nearest, locate };
}
