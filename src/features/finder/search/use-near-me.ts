// "Near me": the browser's position, then the gateway's list-distance; when that call fails or the
// device is offline, the same nearest-first order is computed from the cached list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLang, useMarketId } from '../../../state/use-lang';
import { haversineKm, type LatLng } from '../data/geo';
import { fetchNearby } from '../data/location-queries';
import type { FinderLocation, GatewayLocation, LocationKind } from '../data/location-types';
import { toFinderLocation } from '../data/merge-locations';

export const NEAR_ME_RADIUS_KM = 50;

export type NearMeState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; origin: LatLng; source: 'gateway' | 'local'; locations: FinderLocation[] }
  | { status: 'error'; reason: 'denied' | 'unavailable' | 'unsupported' };

/** Nearest first within the radius, measured locally (the offline fallback). */
function nearestLocally(all: FinderLocation[], origin: LatLng, radiusKm = NEAR_ME_RADIUS_KM): FinderLocation[] {
  return all
    .flatMap((location) => {
      if (!location.position) return [];
      const distance = haversineKm(origin, location.position);
      return distance <= radiusKm ? [{ ...location, distance }] : [];
    })
    .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
}

/** The gateway's order and distances, with titles taken from the merged list already on screen. */
function fromGateway(kind: LocationKind, records: GatewayLocation[], all: FinderLocation[]): FinderLocation[] {
  const byId = new Map(all.map((location) => [location.id, location]));
  return records.map((record) => {
    const known = byId.get(record.id);
    const fresh = toFinderLocation(kind, record, undefined);
    return known ? { ...known, distance: fresh.distance } : fresh;
  });
}

function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }), reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 5 * 60_000,
    });
  });
}

export function useNearMe(kind: LocationKind, all: FinderLocation[]) {
  const marketId = useMarketId();
  const lang = useLang();
  const [state, setState] = useState<NearMeState>({ status: 'idle' });
  const allRef = useRef(all);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => {
    allRef.current = all;
  }, [all]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const locate = useCallback(async () => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', reason: 'unsupported' });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: 'locating' });
    let origin: LatLng;
    try {
      origin = await currentPosition();
    } catch (error) {
      const denied = (error as GeolocationPositionError | undefined)?.code === 1;
      setState({ status: 'error', reason: denied ? 'denied' : 'unavailable' });
      return;
    }
    if (controller.signal.aborted) return;
    if (navigator.onLine !== false) {
      try {
        const records = await fetchNearby(kind, origin, NEAR_ME_RADIUS_KM, marketId, lang, controller.signal);
        if (!controller.signal.aborted)
          setState({ status: 'ready', origin, source: 'gateway', locations: fromGateway(kind, records, allRef.current) });
        return;
      } catch {
        if (controller.signal.aborted) return;
      }
    }
    setState({ status: 'ready', origin, source: 'local', locations: nearestLocally(allRef.current, origin) });
  }, [kind, marketId, lang]);

  const clear = useCallback(() => {
    abortRef.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, locate, clear };
}
