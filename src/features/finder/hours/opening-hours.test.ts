import { localClock, locationOpenState, minuteOfWeek, weeklyIntervals, type HoursOf } from './opening-hours';
import { everyDay } from '../../../../tests/fixtures/every-day';

/** A location's state from its weekly hours alone (a new location each call: nothing cached). */
const openState = (openingHours: HoursOf['openingHours'], timeZone: string, now: Date) =>
  locationOpenState({ openingHours, timeZone }, now);

describe('openState', () => {
  it('reads an Asunción store on its own clock, not on a Madrid one', () => {
    // Thursday 15 January 2026, 10:00 in Madrid (UTC+1) is 06:00 in Asunción (UTC-3).
    const madridTen = new Date('2026-01-15T09:00:00Z');
    expect(minuteOfWeek(madridTen, 'Europe/Madrid')).toBe(3 * 1440 + 600);
    expect(minuteOfWeek(madridTen, 'America/Asuncion')).toBe(3 * 1440 + 360);
    const hours = everyDay([{ open: '08:00', close: '20:00' }]);
    expect(openState(hours, 'Europe/Madrid', madridTen)).toMatchObject({ status: 'open', closesAt: { day: 'thu', time: '20:00' } });
    expect(openState(hours, 'America/Asuncion', madridTen)).toEqual({
      status: 'closed',
      opensAt: { day: 'thu', time: '08:00' },
      today: 'thu',
    });
    // 23:30 in Madrid is 19:30 in Asunción: closed in Spain, still open in Paraguay.
    const madridLate = new Date('2026-01-15T22:30:00Z');
    expect(openState(hours, 'Europe/Madrid', madridLate)).toEqual({
      status: 'closed',
      opensAt: { day: 'fri', time: '08:00' },
      today: 'thu',
    });
    expect(openState(hours, 'America/Asuncion', madridLate)).toMatchObject({ status: 'open', closesAt: { day: 'thu', time: '20:00' } });
  });

  it('keeps a range open past midnight into the next day', () => {
    const hours = { ...everyDay([]), fri: [{ open: '18:00', close: '02:00' }] };
    // Saturday 01:30 in Madrid.
    expect(openState(hours, 'Europe/Madrid', new Date('2026-01-17T00:30:00Z'))).toMatchObject({
      status: 'open',
      closesAt: { day: 'sat', time: '02:00' },
    });
    // Saturday 02:30: closed until next Friday.
    expect(openState(hours, 'Europe/Madrid', new Date('2026-01-17T01:30:00Z'))).toEqual({
      status: 'closed',
      opensAt: { day: 'fri', time: '18:00' },
      today: 'sat',
    });
  });

  it('wraps Sunday night into Monday morning', () => {
    const hours = { ...everyDay([]), sun: [{ open: '20:00', close: '03:00' }] };
    expect(weeklyIntervals(hours)).toEqual([
      [0, 180],
      [6 * 1440 + 1200, 7 * 1440],
    ]);
    // Monday 01:00 UTC.
    expect(openState(hours, 'UTC', new Date('2026-01-19T01:00:00Z'))).toMatchObject({
      status: 'open',
      closesAt: { day: 'mon', time: '03:00' },
    });
    expect(openState(hours, 'UTC', new Date('2026-01-18T21:00:00Z'))).toMatchObject({
      status: 'open',
      closesAt: { day: 'mon', time: '03:00' },
    });
  });

  it('says closed on a closed day and names the next opening', () => {
    const hours = { ...everyDay([{ open: '09:00', close: '14:00' }]), sun: [] };
    // Sunday 18 January 2026, noon UTC.
    expect(openState(hours, 'UTC', new Date('2026-01-18T12:00:00Z'))).toEqual({
      status: 'closed',
      opensAt: { day: 'mon', time: '09:00' },
      today: 'sun',
    });
    expect(openState(everyDay([]), 'UTC', new Date())).toEqual({ status: 'closed' });
  });

  it('joins split ranges and a 00:00-24:00 week into 24-hour opening', () => {
    expect(openState(everyDay([{ open: '00:00', close: '24:00' }]), 'Europe/Madrid', new Date())).toEqual({ status: 'open', allDay: true });
    const split = everyDay([
      { open: '09:00', close: '14:00' },
      { open: '17:00', close: '21:00' },
    ]);
    expect(openState(split, 'UTC', new Date('2026-01-15T15:00:00Z'))).toEqual({
      status: 'closed',
      opensAt: { day: 'thu', time: '17:00' },
      today: 'thu',
    });
    // A range ending at 24:00 followed by one starting at 00:00 closes at the later end.
    const night = { ...everyDay([]), thu: [{ open: '18:00', close: '24:00' }], fri: [{ open: '00:00', close: '02:00' }] };
    expect(openState(night, 'UTC', new Date('2026-01-15T23:00:00Z'))).toMatchObject({
      closesAt: { day: 'fri', time: '02:00' },
      today: 'thu',
    });
    // Closing exactly at midnight reads as 24:00 of the same day.
    const evening = { ...everyDay([]), thu: [{ open: '18:00', close: '24:00' }] };
    expect(openState(evening, 'UTC', new Date('2026-01-15T20:00:00Z'))).toMatchObject({
      closesAt: { day: 'thu', time: '24:00' },
      today: 'thu',
    });
  });

  it('is unknown without hours and ignores malformed times', () => {
    expect(openState(undefined, 'UTC', new Date())).toEqual({ status: 'unknown' });
    expect(weeklyIntervals({ mon: [{ open: 'nine', close: '25:00' }] })).toEqual([]);
    expect(openState({ mon: [{ open: '09:00', close: '17:00' }] }, 'Not/AZone', new Date())).toHaveProperty('status');
  });
});

describe('clocks and open states are read once per minute', () => {
  const hours = { mon: [{ open: '09:00', close: '20:00' }], tue: [{ open: '09:00', close: '20:00' }] };
  // Monday 5 January 2026, 19:59:10 in Madrid.
  const justBeforeClose = new Date('2026-01-05T18:59:10Z');

  it('answers the same clock within a minute and the next one after it, in each zone', () => {
    const clock = localClock(justBeforeClose, 'Europe/Madrid');
    expect(localClock(new Date(justBeforeClose.getTime() + 40_000), 'Europe/Madrid')).toBe(clock);
    expect(localClock(new Date(justBeforeClose.getTime() + 50_000), 'Europe/Madrid').minuteOfWeek).toBe(clock.minuteOfWeek + 1);
    expect(localClock(justBeforeClose, 'America/Asuncion').minuteOfWeek).toBe(clock.minuteOfWeek - 4 * 60);
    // Past the bound the clocks are read again, and still right.
    for (let i = 1; i <= 100; i++) localClock(new Date(justBeforeClose.getTime() + i * 60_000), 'UTC');
    expect(localClock(justBeforeClose, 'Europe/Madrid')).toEqual(clock);
  });

  it('keeps a location state for its minute and works it out again when the minute turns', () => {
    const location = { openingHours: hours, timeZone: 'Europe/Madrid' };
    const open = locationOpenState(location, justBeforeClose);
    expect(open).toMatchObject({ status: 'open' });
    expect(locationOpenState(location, new Date(justBeforeClose.getTime() + 30_000))).toBe(open);
    expect(locationOpenState(location, new Date(justBeforeClose.getTime() + 60_000))).toMatchObject({
      status: 'closed',
      opensAt: { day: 'tue', time: '09:00' },
    });
  });
});
