import { searchIndexFor, searchLocations } from './location-search';
import type { FinderLocation } from '../data/location-types';

let nextId = 1;
const at = (city: string, postalCode: string, latitude: number, longitude: number, title = `${city} ${nextId}`): FinderLocation => ({
  id: nextId++,
  kind: 'atm',
  title,
  address: 'Calle Mayor, 1',
  city,
  postalCode,
  position: { latitude, longitude },
});

const locations = [
  at('Barcelona', '08001', 41.3809, 2.1734),
  at('Madrid', '28001', 40.424, -3.688),
  at('Málaga', '29001', 36.7213, -4.4214),
  at('Madrid', '28013', 40.418, -3.706),
  at('Barcelona', '08002', 41.383, 2.177),
  at('Madrid', '28045', 40.399, -3.695),
  at('Alcalá de Henares', '28801', 40.482, -3.364),
  at('Sevilla', '41001', 37.3891, -5.9845),
];
const index = searchIndexFor(locations);
const cities = (query: string, origin?: { latitude: number; longitude: number }) =>
  searchLocations(index, query, origin).items.map((item) => item.location.city);
const codes = (query: string) => searchLocations(index, query).items.map((item) => item.location.postalCode);

describe('searchLocations', () => {
  it('puts a known postal code first, then the nearest ones around it', () => {
    const result = searchLocations(index, '28013');
    expect(result.mode).toBe('postal');
    expect(codes('28013')).toEqual(['28013', '28001', '28045']);
    expect(codes(' 08002 ')[0]).toBe('08002');
  });

  it('falls back to the prefix region of an unknown postal code', () => {
    const result = searchLocations(index, '28999');
    expect(result.mode).toBe('postal-region');
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((item) => item.location.postalCode.startsWith('28'))).toBe(true);
  });

  it('gives an empty result, not an error, for a malformed or unknown code', () => {
    expect(searchLocations(index, '99999')).toEqual({ mode: 'malformed', items: [] });
    expect(searchLocations(index, '2')).toEqual({ mode: 'malformed', items: [] });
    expect(searchLocations(index, '28-013-!!')).toEqual({ mode: 'malformed', items: [] });
  });

  it('reads a postal code with the letter prefix some countries use (C1002 in Buenos Aires)', () => {
    const buenosAires = searchIndexFor([at('Buenos Aires', 'C1002', -34.6037, -58.3816), at('Córdoba', 'X5000', -31.4201, -64.1888)]);
    expect(searchLocations(buenosAires, 'c1002')).toMatchObject({ mode: 'postal', items: [{ location: { postalCode: 'C1002' } }] });
  });

  it('matches city names ignoring accents and case, exact names before partial ones', () => {
    expect(cities('MALAGA')).toEqual(['Málaga']);
    expect(cities('málaga')).toEqual(['Málaga']);
    expect(cities('alcala')).toEqual(['Alcalá de Henares']);
    expect(cities('mad')).toEqual(['Madrid', 'Madrid', 'Madrid']);
    expect(cities('zzz')).toEqual([]);
  });

  it('orders by distance from the visitor and reports it', () => {
    const barcelona = { latitude: 41.3874, longitude: 2.1686 };
    const result = searchLocations(index, '', barcelona);
    expect(result.items.slice(0, 2).map((item) => item.location.city)).toEqual(['Barcelona', 'Barcelona']);
    const distances = result.items.map((item) => item.distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(2);
    expect(cities('madrid', { latitude: 40.399, longitude: -3.695 })[0]).toBe('Madrid');
  });

  it('keeps the gateway distance when it has one', () => {
    const near = searchIndexFor([
      { ...locations[0]!, distance: 1.2 },
      { ...locations[1]!, distance: 0.4 },
    ]);
    expect(searchLocations(near, '', { latitude: 0, longitude: 0 }).items.map((item) => item.distance)).toEqual([0.4, 1.2]);
  });

  it('compares text without accents, case or extra spaces', () => {
    const panama = searchIndexFor([at('Ciudad de Panamá', '0801', 8.9824, -79.5199), at('Colón', '0301', 9.3547, -79.9001)]);
    expect(searchLocations(panama, '  Ciudad  de PANAMÁ ').items.map((item) => item.location.city)).toEqual(['Ciudad de Panamá']);
  });
});
