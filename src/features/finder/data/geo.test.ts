import fc from 'fast-check';
import { centroid, haversineKm, isValidLatLng } from './geo';

const madrid = { latitude: 40.4168, longitude: -3.7038 };
const barcelona = { latitude: 41.3874, longitude: 2.1686 };

describe('geo', () => {
  it('measures Madrid to Barcelona as about 505 km', () => {
    expect(haversineKm(madrid, barcelona)).toBeGreaterThan(500);
    expect(haversineKm(madrid, barcelona)).toBeLessThan(510);
    expect(haversineKm(madrid, madrid)).toBe(0);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineKm(a, b);
        return d >= 0 && d <= 20_016 && Math.abs(d - haversineKm(b, a)) < 1e-6;
      }),
    );
  });

  it('rejects coordinates out of range', () => {
    expect(isValidLatLng(40, -3)).toBe(true);
    expect(isValidLatLng(91, 0)).toBe(false);
    expect(isValidLatLng(0, -181)).toBe(false);
    expect(isValidLatLng(Number.NaN, 0)).toBe(false);
    expect(isValidLatLng(undefined, 0)).toBe(false);
  });

  it('averages points', () => {
    expect(centroid([])).toBeUndefined();
    expect(
      centroid([
        { latitude: 0, longitude: 0 },
        { latitude: 2, longitude: 4 },
      ]),
    ).toEqual({ latitude: 1, longitude: 2 });
  });
});
