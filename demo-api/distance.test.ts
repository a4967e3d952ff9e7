// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance';

describe('haversineKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(40.4168, -3.7038, 40.4168, -3.7038)).toBe(0);
    expect(haversineKm(40.4168, -3.7038, 41.3874, 2.1686)).toBeCloseTo(haversineKm(41.3874, 2.1686, 40.4168, -3.7038), 9);
  });

  it('matches known city distances', () => {
    expect(haversineKm(40.4168, -3.7038, 41.3874, 2.1686)).toBeCloseTo(505, -1); // Madrid - Barcelona
    expect(Math.abs(haversineKm(40.4168, -3.7038, 41.3874, 2.1686) - 505)).toBeLessThan(5);
    expect(Math.abs(haversineKm(-25.2637, -57.5759, -34.6037, -58.3816) - 1040)).toBeLessThan(15); // Asunción - Buenos Aires
  });

  it('gives half the circumference between antipodes', () => {
    expect(haversineKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6371.0088, 6);
  });
});
