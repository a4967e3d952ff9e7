// Open or closed now, read on the LOCATION's clock (its IANA time zone), not the visitor's.
// Hours are 'HH:MM' local time; '24:00' ends a day; close < open runs past midnight; [] is closed.
import type { SpecialDay, TimeRange, Weekday } from '../data/location-types';
import { weekdayKeys } from './weekdays';
import { remembered } from '../../../lib/bounded-memo';

type Hours = Partial<Record<Weekday, TimeRange[]>> | undefined;

interface ClockPoint {
  day: Weekday;
  time: string;
}

export type OpenState =
  | { status: 'open'; allDay: true }
  | { status: 'open'; allDay: false; closesAt: ClockPoint; today: Weekday }
  | { status: 'closed'; opensAt?: ClockPoint; today?: Weekday }
  | { status: 'unknown' };

const DAY = 1440;
const WEEK = 7 * DAY;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // An unknown zone name: the visitor's clock is the best guess left.
      formatter = new Intl.DateTimeFormat('en-US', options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface LocalClock {
  /** Minutes since Monday 00:00. */
  minuteOfWeek: number;
  /** YYYY-MM-DD. */
  date: string;
}

// A list reads the same few zones' clocks for every location, and again on each render within a minute.
const clocks = new Map<string, LocalClock>();
const CLOCKS_KEPT = 64;

/** The wall clock and calendar date of `timeZone` at `now` (to the minute: every zone's offset is whole minutes). */
export function localClock(now: Date, timeZone: string | undefined): LocalClock {
  return remembered(clocks, `${timeZone ?? ''}|${Math.floor(now.getTime() / 60_000)}`, CLOCKS_KEPT, () => readClock(now, timeZone));
}

function readClock(now: Date, timeZone: string | undefined): LocalClock {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = weekdayKeys.indexOf(part('weekday').toLowerCase().slice(0, 3) as Weekday);
  return {
    minuteOfWeek: Math.max(0, day) * DAY + (Number(part('hour')) % 24) * 60 + Number(part('minute')),
    date: `${part('year')}-${part('month')}-${part('day')}`,
  };
}

/** Minutes since Monday 00:00 on the clock of `timeZone`. */
export const minuteOfWeek = (now: Date, timeZone: string | undefined) => localClock(now, timeZone).minuteOfWeek;

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY * 60_000).toISOString().slice(0, 10);

/**
 * The regular week with this week's special days (holidays, closures) in place of their weekdays, so
 * "open now" and "opens on ..." honour them. The week is the local Monday to Sunday around `clock`.
 */
function hoursThisWeek(hours: Hours, specialHours: SpecialDay[] | undefined, clock: LocalClock): Hours {
  if (!hours || !specialHours?.length) return hours;
  const todayIndex = Math.floor(clock.minuteOfWeek / DAY);
  const week = { ...hours };
  weekdayKeys.forEach((day, index) => {
    const special = specialHours.find((entry) => entry.date === shiftDate(clock.date, index - todayIndex));
    if (special) week[day] = special.hours;
  });
  return week;
}

/** Today's special day on the location's calendar, if any. */
export const specialToday = (specialHours: SpecialDay[] | undefined, clock: LocalClock) =>
  specialHours?.find((entry) => entry.date === clock.date);

/** Open around the clock every day of the regular week (holidays aside). */
export function isOpenAllWeek(hours: Hours): boolean {
  const intervals = cachedIntervals(hours);
  return intervals.length === 1 && intervals[0]![0] === 0 && intervals[0]![1] === WEEK;
}

function parseTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= DAY ? minutes : undefined;
}

// A list's hours objects stay the same from minute to minute: "open now" works their intervals out once.
const intervalsMemo = new WeakMap<object, ReadonlyArray<readonly [number, number]>>();

function cachedIntervals(hours: Hours): ReadonlyArray<readonly [number, number]> {
  if (!hours) return [];
  let intervals = intervalsMemo.get(hours);
  if (!intervals) {
    intervals = weeklyIntervals(hours);
    intervalsMemo.set(hours, intervals);
  }
  return intervals;
}

/** The week as merged [start, end) minute intervals; ranges past Sunday midnight wrap to Monday. A fresh array. */
export function weeklyIntervals(hours: Hours): Array<[number, number]> {
  const raw: Array<[number, number]> = [];
  weekdayKeys.forEach((day, index) => {
    for (const range of hours?.[day] ?? []) {
      const open = parseTime(range?.open);
      const close = parseTime(range?.close);
      if (open === undefined || close === undefined || open === DAY) continue;
      const start = index * DAY + open;
      const end = index * DAY + (close > open ? close : DAY + close);
      if (end > WEEK) raw.push([start, WEEK], [0, end - WEEK]);
      else raw.push([start, end]);
    }
  });
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of raw) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** A close exactly at midnight reads as 24:00 of the day it closes, not 00:00 of the next. */
function toClockPoint(minute: number, isClose = false): ClockPoint {
  if (isClose && minute % DAY === 0) return { ...toClockPoint(minute - DAY), time: '24:00' };
  const m = ((minute % WEEK) + WEEK) % WEEK;
  const day = weekdayKeys[Math.floor(m / DAY)] ?? 'mon';
  const inDay = m % DAY;
  return { day, time: `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}` };
}

export interface HoursOf {
  openingHours?: Hours;
  specialHours?: SpecialDay[];
  timeZone?: string;
}

// The list's filters and its rows ask for the same locations' states in the same minute: worked out once.
const openStates = new WeakMap<HoursOf, { clock: LocalClock; state: OpenState }>();

/** Open or closed now on the location's clock, its holidays and closures included. */
export function locationOpenState(location: HoursOf, now: Date, clock = localClock(now, location.timeZone)): OpenState {
  const known = openStates.get(location);
  if (known && known.clock.date === clock.date && known.clock.minuteOfWeek === clock.minuteOfWeek) return known.state;
  const state = openState(hoursThisWeek(location.openingHours, location.specialHours, clock), location.timeZone, now, clock.minuteOfWeek);
  openStates.set(location, { clock, state });
  return state;
}

function openState(hours: Hours, timeZone: string | undefined, now: Date, minute?: number): OpenState {
  if (!hours) return { status: 'unknown' };
  const intervals = cachedIntervals(hours);
  if (intervals.length === 0) return { status: 'closed' };
  const first = intervals[0]!;
  const last = intervals[intervals.length - 1]!;
  // Sunday night running into Monday morning is one stretch.
  const wraps = first[0] === 0 && last[1] === WEEK && intervals.length > 1;
  if (first[0] === 0 && first[1] === WEEK) return { status: 'open', allDay: true };
  const t = minute ?? minuteOfWeek(now, timeZone);
  const today = weekdayKeys[Math.floor(t / DAY)] ?? 'mon';
  for (const [start, end] of intervals) {
    if (t >= start && t < end) {
      return { status: 'open', allDay: false, closesAt: toClockPoint(wraps && end === WEEK ? first[1] : end, true), today };
    }
  }
  const next = intervals.find(([start]) => start > t) ?? first;
  return { status: 'closed', opensAt: toClockPoint(next[0]), today };
}
