import { act, renderHook } from '@testing-library/react';
import { mergedLocations } from './merge-locations';
import { useNearMe } from '../search/use-near-me';
import type { GatewayLocation } from './location-types';

const record = (id: number, title: string | undefined, latitude: number, longitude: number): GatewayLocation => ({
  id,
  type: 'atm',
  marketId: 1,
  location: { title, address: 'Gran Vía, 1', city: 'Madrid', postalCode: '28013', latitude, longitude, timeZone: 'Europe/Madrid' },
});

/** Gateway records joined with their content, as the finder does (mergedLocations). */
const mergeLocations = (kind: 'atm' | 'store', records: GatewayLocation[], content?: Parameters<typeof mergedLocations>[2]) =>
  mergedLocations(kind, records, content);

describe('mergeLocations', () => {
  it('takes the content title matched by ATMID, else location.title, else N/A', () => {
    const merged = mergeLocations(
      'atm',
      [record(1001, 'Cajero Sol', 40.4, -3.7), record(1002, 'Cajero Luna', 40.4, -3.7), record(1003, undefined, 40.4, -3.7)],
      [
        { id: 1, attributes: { ATMID: 1001, Banner: { Title: 'Cajero bitcoin en Madrid' } } },
        { id: 2, attributes: { StoreID: 1002, Banner: { Title: 'A store record' } } },
      ],
    );
    expect(merged.map((l) => l.title)).toEqual(['Cajero bitcoin en Madrid', 'Cajero Luna', 'N/A']);
  });

  it('drops coordinates out of range instead of drawing them', () => {
    const [bad, good] = mergeLocations('store', [record(1, 'A', 123, -3.7), record(2, 'B', 40.4, -3.7)]);
    expect(bad?.position).toBeUndefined();
    expect(good?.position).toEqual({ latitude: 40.4, longitude: -3.7 });
  });
});

describe('near me offline (nearest first from the cached list)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('orders by distance within the radius and skips locations without coordinates', async () => {
    const all = mergeLocations('atm', [
      record(1, 'Madrid', 40.4168, -3.7038),
      record(2, 'Barcelona far', 41.4, 2.19),
      record(3, 'Barcelona near', 41.3875, 2.1687),
      record(4, 'Nowhere', 200, 0),
    ]);
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) => found({ coords: { latitude: 41.3874, longitude: 2.1686 } } as GeolocationPosition),
      },
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useNearMe('atm', all));
    await act(() => result.current.locate());
    const { state } = result.current;
    if (state.status !== 'ready') throw new Error(`near me is ${state.status}`);
    expect(state.source).toBe('local');
    const near = state.locations;
    expect(near.map((l) => l.title)).toEqual(['Barcelona near', 'Barcelona far']);
    expect(near[0]!.distance).toBeLessThan(0.1);
  });
});
