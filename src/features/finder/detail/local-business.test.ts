import type { GatewayLocation } from '../data/location-types';
import type { OpeningHoursSpecification } from '../../../seo/structured-data';
import { localBusinessJsonLd } from './local-business';
import { everyDay } from '../../../../tests/fixtures/every-day';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const url = (...names: string[]) => names.map((name) => `https://schema.org/${name}`);
const spec = (dayNames: string[], opens: string, closes: string): OpeningHoursSpecification => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: url(...dayNames),
  opens,
  closes,
});
const closedWeek = everyDay([]);

function atm(overrides: Partial<GatewayLocation> = {}, place: Partial<GatewayLocation['location']> = {}): GatewayLocation {
  return {
    id: 7,
    type: 'atm',
    marketId: 1,
    location: {
      title: 'Gateway title',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
      country: 'España',
      latitude: 40.4168,
      longitude: -3.7038,
      timeZone: 'Europe/Madrid',
      phone: '+34 910 000 000',
      ...place,
    },
    openingHours: closedWeek,
    ...overrides,
  };
}

/** The weekly rows of a location's JSON-LD, from its opening hours alone (no special days). */
const openingHoursSpecification = (openingHours: GatewayLocation['openingHours']): OpeningHoursSpecification[] =>
  localBusinessJsonLd(atm({ openingHours }), { url: '/u', kind: 'atm' }).openingHoursSpecification ?? [];

describe('localBusinessJsonLd', () => {
  it('describes an ATM: name, address, geo, telephone and hours grouped by (opens, closes)', () => {
    const weekday = [{ open: '09:00', close: '21:00' }];
    const hours = {
      mon: weekday,
      tue: weekday,
      wed: weekday,
      thu: weekday,
      fri: weekday,
      sat: [{ open: '10:00', close: '14:00' }],
      sun: [],
    };
    const data = localBusinessJsonLd(atm({ openingHours: hours }), {
      url: 'https://example.com/cajeros/7',
      kind: 'atm',
      name: 'Content title',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutomatedTeller',
      name: 'Content title',
      url: 'https://example.com/cajeros/7',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle Mayor 1',
        addressLocality: 'Madrid',
        postalCode: '28013',
        addressCountry: 'España',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.4168, longitude: -3.7038 },
      telephone: '+34 910 000 000',
      openingHoursSpecification: [spec(days.slice(0, 5), '09:00', '21:00'), spec(['Saturday'], '10:00', '14:00')],
    });
  });

  it('is a Store for a store, named by location.title when no display name is given, unnamed without either', () => {
    const store = localBusinessJsonLd(atm({ type: 'store' }), { url: '/tiendas/7', kind: 'store' });
    expect(store['@type']).toBe('Store');
    expect(store.name).toBe('Gateway title');
    expect(localBusinessJsonLd(atm({}, { title: '' }), { url: '/u', kind: 'store', name: '  ' })).not.toHaveProperty('name');
  });

  it('writes a 24-hour location as 00:00-23:59 on all seven days, and a 24:00 close as 23:59', () => {
    expect(openingHoursSpecification(everyDay([{ open: '00:00', close: '24:00' }]))).toEqual([spec(days, '00:00', '23:59')]);
    expect(openingHoursSpecification({ ...closedWeek, tue: [{ open: '18:00', close: '24:00' }] })).toEqual([
      spec(['Tuesday'], '18:00', '23:59'),
    ]);
  });

  it('keeps a range past midnight as one row with closes < opens, on the day it opens', () => {
    expect(openingHoursSpecification({ ...closedWeek, fri: [{ open: '18:00', close: '02:00' }] })).toEqual([
      spec(['Friday'], '18:00', '02:00'),
    ]);
    // Sunday night into Monday morning stays Sunday's, not Monday 00:00-03:00 plus Sunday 20:00-23:59.
    expect(openingHoursSpecification({ ...closedWeek, sun: [{ open: '20:00', close: '03:00' }] })).toEqual([
      spec(['Sunday'], '20:00', '03:00'),
    ]);
    // The same night written as two ranges (24:00 then 00:00) reads the same.
    const twoRanges = { ...closedWeek, thu: [{ open: '18:00', close: '24:00' }], fri: [{ open: '00:00', close: '02:00' }] };
    expect(openingHoursSpecification(twoRanges)).toEqual([spec(['Thursday'], '18:00', '02:00')]);
    expect(openingHoursSpecification(everyDay([{ open: '09:00', close: '03:00' }]))).toEqual([spec(days, '09:00', '03:00')]);
  });

  it('splits a stretch of a day or more into whole days, since closes < opens only spans one midnight', () => {
    const weekend = {
      ...closedWeek,
      fri: [{ open: '20:00', close: '24:00' }],
      sat: [{ open: '00:00', close: '24:00' }],
      sun: [{ open: '00:00', close: '03:00' }],
    };
    expect(openingHoursSpecification(weekend)).toEqual([
      spec(['Friday'], '20:00', '23:59'),
      spec(['Saturday'], '00:00', '23:59'),
      spec(['Sunday'], '00:00', '03:00'),
    ]);
  });

  it('gives a day with split ranges one row in each group', () => {
    const split = {
      ...everyDay([
        { open: '09:00', close: '14:00' },
        { open: '17:00', close: '21:00' },
      ]),
      sat: [{ open: '09:00', close: '14:00' }],
      sun: [],
    };
    expect(openingHoursSpecification(split)).toEqual([spec(days.slice(0, 6), '09:00', '14:00'), spec(days.slice(0, 5), '17:00', '21:00')]);
  });

  it('leaves out geo unless both coordinates are finite and in range, and hours when none are known', () => {
    const options = { url: '/u', kind: 'atm' as const };
    for (const place of [
      { latitude: undefined },
      { longitude: undefined },
      { latitude: Number.NaN },
      { latitude: 91 },
      { longitude: -180.5 },
    ]) {
      expect(localBusinessJsonLd(atm({}, place), options)).not.toHaveProperty('geo');
    }
    expect(localBusinessJsonLd(atm({}, { latitude: 0, longitude: 0 }), options).geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 0,
      longitude: 0,
    });
    expect(localBusinessJsonLd(atm({ openingHours: undefined }), options)).not.toHaveProperty('openingHoursSpecification');
    expect(localBusinessJsonLd(atm({ openingHours: { mon: [{ open: 'nine', close: '25:00' }] } }), options)).not.toHaveProperty(
      'openingHoursSpecification',
    );
  });

  it('leaves out an empty address and a blank phone', () => {
    const bare = localBusinessJsonLd(atm({}, { address: '', city: undefined, postalCode: ' ', country: undefined, phone: '' }), {
      url: '/u',
      kind: 'atm',
    });
    expect(bare).not.toHaveProperty('address');
    expect(bare).not.toHaveProperty('telephone');
    expect(
      localBusinessJsonLd(atm({}, { address: undefined, postalCode: undefined, country: undefined }), { url: '/u', kind: 'atm' }).address,
    ).toEqual({ '@type': 'PostalAddress', addressLocality: 'Madrid' });
  });

  it('adds aggregateRating only for a positive review count and a numeric average', () => {
    const options = { url: '/u', kind: 'store' as const };
    expect(localBusinessJsonLd(atm({ reviews: { total: 12, average: 4.5 } }), options).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    for (const reviews of [undefined, { total: 0, average: 4 }, { total: 3 }, { total: 3, average: Number.NaN }, { average: 4 }]) {
      expect(localBusinessJsonLd(atm({ reviews }), options)).not.toHaveProperty('aggregateRating');
    }
  });
});

describe('localBusinessJsonLd: country, closures, image', () => {
  const base = {
    id: 7,
    type: 'atm',
    marketId: 1,
    location: { title: 'Kiosco', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'España' },
    openingHours: { mon: [{ open: '09:00', close: '18:00' }] },
  } as unknown as Parameters<typeof localBusinessJsonLd>[0];

  it('writes the ISO country code, the photo, and holidays as dated rows (closed all day: 00:00-00:00)', () => {
    const data = localBusinessJsonLd(
      {
        ...base,
        specialHours: [
          { date: '2026-12-25', kind: 'holiday', label: 'Navidad', hours: [] },
          { date: '2026-12-24', kind: 'holiday', label: 'Nochebuena', hours: [{ open: '09:00', close: '14:00' }] },
        ],
      },
      { url: 'https://es.example/cajero-bitcoin/7', kind: 'atm', countryCode: 'es', image: 'https://es.example/cms/uploads/atm.jpg' },
    );
    expect(data.address?.addressCountry).toBe('ES');
    expect(data.image).toBe('https://es.example/cms/uploads/atm.jpg');
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
    });
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '09:00',
      closes: '14:00',
      validFrom: '2026-12-24',
      validThrough: '2026-12-24',
    });
  });

  it('gives a machine out of service no opening hours', () => {
    const data = localBusinessJsonLd(
      { ...base, status: { operational: 'out-of-service', lastSeenOnline: '2026-01-01T00:00:00Z' } },
      { url: '/u', kind: 'atm' },
    );
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });
});
