// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../distance';
import { cities } from './cities';
import { seedAtms, seedStores } from './locations';

const all = [...seedStores, ...seedAtms];
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

describe('seed locations', () => {
  it('has enough ATMs and stores in every market, most in Spain', () => {
    expect(seedAtms.length).toBeGreaterThanOrEqual(150);
    expect(seedStores.length).toBeGreaterThanOrEqual(60);
    for (const market of [1, 2, 4, 5, 6, 7]) expect(all.some((l) => l.marketId === market)).toBe(true);
    expect(all.filter((l) => l.marketId === 1).length).toBeGreaterThan(all.length / 2);
  });

  it('places each location within about 3 km of its city, with that city’s postal codes and time zone', () => {
    for (const l of all) {
      const city = cities.find((c) => c.name === l.location.city)!;
      expect(haversineKm(city.latitude, city.longitude, l.location.latitude, l.location.longitude)).toBeLessThanOrEqual(3.01);
      expect(city.postalCodes).toContain(l.location.postalCode);
      expect(l.location.timeZone).toBe(city.timeZone);
    }
  });

  it('has unique ids and well-formed opening hours with every variety', () => {
    expect(new Set(seedStores.map((l) => l.id)).size).toBe(seedStores.length);
    expect(new Set(seedAtms.map((l) => l.id)).size).toBe(seedAtms.length);
    const days = all.flatMap((l) => Object.values(l.openingHours));
    for (const r of days.flat()) {
      expect(r.open).toMatch(HHMM);
      expect(r.close).toMatch(HHMM);
    }
    expect(days.some((d) => d.length === 1 && d[0]!.open === '00:00' && d[0]!.close === '24:00')).toBe(true);
    expect(days.some((d) => d.some((r) => r.close < r.open))).toBe(true);
    expect(days.some((d) => d.length === 0)).toBe(true);
    expect(days.some((d) => d.length === 2)).toBe(true);
  });

  it('gives 0 to 8 reviews with both languages', () => {
    for (const l of all) expect(l.seedReviews.length).toBeLessThanOrEqual(8);
    expect(all.some((l) => l.seedReviews.length === 0)).toBe(true);
    for (const r of all.flatMap((l) => l.seedReviews)) expect(r.texts.es && r.texts.en && r.texts.es !== r.texts.en).toBeTruthy();
  });
});
