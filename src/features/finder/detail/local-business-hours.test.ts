// The JSON-LD's weekly rows say open at exactly the minutes the finder says open, for any week.
import fc from 'fast-check';
import type { GatewayLocation, OpeningHours } from '../data/location-types';
import { weeklyIntervals } from '../hours/opening-hours';
import type { OpeningHoursSpecification } from '../../../seo/structured-data';
import { localBusinessJsonLd } from './local-business';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The weekly rows of a location's JSON-LD, from its opening hours alone (no special days). */
const openingHoursSpecification = (openingHours: OpeningHours): OpeningHoursSpecification[] =>
  localBusinessJsonLd(
    {
      id: 7,
      type: 'atm',
      marketId: 1,
      location: { title: 'Kiosco', address: 'Calle Mayor 1', city: 'Madrid', timeZone: 'Europe/Madrid' },
      openingHours,
    } as GatewayLocation,
    { url: '/u', kind: 'atm' },
  ).openingHoursSpecification ?? [];

/** The minutes of the week a list of specifications says are open (closes 23:59 read as midnight). */
function openMinutes(specs: OpeningHoursSpecification[]): boolean[] {
  const open = new Array<boolean>(7 * 1440).fill(false);
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  for (const { dayOfWeek, opens, closes } of specs) {
    for (const day of dayOfWeek ?? []) {
      const start = days.indexOf(day.replace('https://schema.org/', '')) * 1440 + minute(opens);
      const length = closes === '23:59' ? 1440 - minute(opens) : (minute(closes) - minute(opens) + 1440) % 1440 || 1440;
      for (let m = start; m < start + length; m++) open[m % open.length] = true;
    }
  }
  return open;
}

describe('openingHoursSpecification against weeklyIntervals', () => {
  it('says open at exactly the minutes the finder says open, with one row per (opens, closes) and no day twice in a row', () => {
    const time = fc
      .integer({ min: 0, max: 96 })
      .map((quarter) => `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`);
    const ranges = fc.array(fc.record({ open: time, close: time }), { maxLength: 3 });
    const hours = fc.record(
      { mon: ranges, tue: ranges, wed: ranges, thu: ranges, fri: ranges, sat: ranges, sun: ranges },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(hours, (week: OpeningHours) => {
        const specs = openingHoursSpecification(week);
        const expected = new Array<boolean>(7 * 1440).fill(false);
        for (const [start, end] of weeklyIntervals(week)) for (let m = start; m < end; m++) expected[m] = true;
        const keys = specs.map((s) => `${s.opens}-${s.closes}`);
        return (
          openMinutes(specs).every((open, m) => open === expected[m]) &&
          new Set(keys).size === keys.length &&
          specs.every((s) => new Set(s.dayOfWeek).size === s.dayOfWeek?.length)
        );
      }),
      { numRuns: 300 },
    );
  });
});
