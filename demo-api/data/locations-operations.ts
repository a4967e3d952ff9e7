/**
 * What each store and ATM offers and how it is doing: payments, limits, its own fees, the shop it sits
 * in, whether the machine is in service, and special hours (public holidays, temporary closures).
 * The seed part is drawn from its own stream per location, so adding it left every older field as it was;
 * the time-dependent part (last seen, dates of special hours) is worked out at the request's instant.
 */
import { createRng, type Rng } from '../prng';
import type { Lang, Localized, LocationType, OpeningHours, TimeRange } from '../types';
import { holidaysByMarket } from './locations-holidays';

interface Fee {
  /** 7.5 means 7.5 % of the fiat amount. */
  percentage: number;
  /** In the market's fiat. */
  fixedAmount: number;
}

interface SpecialDay {
  /** YYYY-MM-DD on the location's own calendar. */
  date: string;
  kind: 'holiday' | 'closure';
  label: string;
  /** The hours that day replace the week's; [] is closed all day. */
  hours: TimeRange[];
}

export interface LocationOperations {
  payments: { cash: boolean; card: boolean };
  /** Amounts in `currency`, the market's fiat. */
  limits: { currency: string; perOperation: number; perDay: number; idRequiredAbove: number };
  fees: { buy: Fee; sell: Fee };
  /** The host business the machine or counter is inside, when there is one. */
  locatedInside?: string;
  status: { operational: 'in-service' | 'out-of-service'; lastSeenOnline: string };
  specialHours: SpecialDay[];
}

interface Closure {
  /** Days from the request's local date to the first closed day (negative: it started already). */
  startOffsetDays: number;
  days: number;
  reason: Localized<string>;
}

export interface OperationsSeed extends Omit<LocationOperations, 'status' | 'specialHours'> {
  outOfService: boolean;
  lastSeenMinutesAgo: number;
  closure?: Closure;
}

interface MoneyProfile {
  currency: string;
  perOperation: number[];
  perDay: number[];
  idRequiredAbove: number;
  fixedFees: number[];
}

const USD: Omit<MoneyProfile, 'idRequiredAbove'> = {
  currency: 'USD',
  perOperation: [1000, 2000, 3000],
  perDay: [3000, 5000, 10000],
  fixedFees: [1, 1.5, 2, 3],
};

/** Plausible amounts in each market's fiat (Paraguay in whole guaraníes: about 8,500 PYG to the euro). */
const MONEY: Record<number, MoneyProfile> = {
  1: { currency: 'EUR', perOperation: [1000, 2000, 3000], perDay: [3000, 5000, 10000], idRequiredAbove: 1000, fixedFees: [0, 1, 1.5, 2] },
  2: {
    currency: 'PYG',
    perOperation: [8_000_000, 15_000_000, 25_000_000],
    perDay: [25_000_000, 40_000_000, 80_000_000],
    idRequiredAbove: 7_000_000,
    fixedFees: [5_000, 10_000, 15_000],
  },
  4: { ...USD, idRequiredAbove: 1000 },
  5: { ...USD, idRequiredAbove: 1000 },
  6: { ...USD, idRequiredAbove: 1000 },
  7: { ...USD, idRequiredAbove: 500 },
};

/** Above this amount every ATM and store of a market asks for an ID document; the help pages say so too. */
export const idRequiredAbove = (marketId: number) => (MONEY[marketId] ?? MONEY[1]!).idRequiredAbove;

const HOST_KINDS = ['Estanco', 'Supermercado', 'Gasolinera', 'Centro comercial', 'Kiosco', 'Hotel', 'Locutorio', 'Cafetería'];
const HOST_NAMES = [
  'Sol',
  'Central',
  'La Estrella',
  'El Puerto',
  'Las Palmeras',
  'San Martín',
  'Del Parque',
  'Avenida',
  'Los Pinos',
  'Plaza Mayor',
];
const CLOSURE_REASONS: Record<LocationType, Localized<string>[]> = {
  atm: [
    { es: 'Mantenimiento del cajero', en: 'Machine maintenance' },
    { es: 'Obras en el local', en: 'Renovation works' },
    { es: 'Vacaciones del local', en: 'Host shop on holiday' },
  ],
  store: [
    { es: 'Obras en el local', en: 'Renovation works' },
    { es: 'Vacaciones del local', en: 'Host shop on holiday' },
  ],
};

function feesFor(type: LocationType, money: MoneyProfile, rng: Rng): LocationOperations['fees'] {
  const buy = type === 'atm' ? rng.pick([6, 6.5, 7, 7.5, 8, 8.5, 9]) : rng.pick([4, 4.5, 5, 5.5, 6, 6.5]);
  const sell = buy + (type === 'atm' ? rng.pick([0.5, 1, 1.5, 2]) : rng.pick([0.5, 1]));
  const fixedAmount = rng.pick(money.fixedFees);
  return { buy: { percentage: buy, fixedAmount }, sell: { percentage: sell, fixedAmount } };
}

export function operationsSeed(type: LocationType, id: number, marketId: number): OperationsSeed {
  const rng = createRng(`cryptoplaza-location-operations-v1:${type}:${id}`);
  const money = MONEY[marketId] ?? MONEY[1]!;
  const outOfService = rng.chance(type === 'atm' ? 0.08 : 0.03);
  const hasHost = type === 'atm' || rng.chance(0.4);
  const host = hasHost ? `${type === 'atm' ? rng.pick(HOST_KINDS) : 'Centro comercial'} ${rng.pick(HOST_NAMES)}` : undefined;
  const closure = rng.chance(0.06)
    ? { startOffsetDays: rng.int(-2, 6), days: rng.int(1, 5), reason: rng.pick(CLOSURE_REASONS[type]) }
    : undefined;
  return {
    payments: { cash: true, card: rng.chance(type === 'atm' ? 0.3 : 0.7) },
    limits: {
      currency: money.currency,
      perOperation: rng.pick(money.perOperation),
      perDay: rng.pick(money.perDay),
      idRequiredAbove: money.idRequiredAbove,
    },
    fees: feesFor(type, money, rng),
    ...(host ? { locatedInside: host } : {}),
    outOfService,
    lastSeenMinutesAgo: outOfService ? rng.int(90, 4320) : rng.int(0, 9),
    ...(closure ? { closure } : {}),
  };
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD on the clock of `timeZone`. */
function localDate(now: number, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Special hours are sent from yesterday to two weeks ahead: enough for "open now" and the coming days. */
const SPECIAL_DAYS_BEFORE = 1;
const SPECIAL_DAYS_AHEAD = 14;

const isAlwaysOpen = (hours: OpeningHours) =>
  Object.values(hours).length === 7 &&
  Object.values(hours).every((ranges) => ranges.length === 1 && ranges[0]!.open === '00:00' && ranges[0]!.close === '24:00');

function specialHours(
  seed: OperationsSeed,
  marketId: number,
  hours: OpeningHours,
  timeZone: string,
  now: number,
  lang: Lang,
): SpecialDay[] {
  const today = localDate(now, timeZone);
  const holidays = holidaysByMarket[marketId] ?? [];
  const days: SpecialDay[] = [];
  for (let offset = -SPECIAL_DAYS_BEFORE; offset <= SPECIAL_DAYS_AHEAD; offset++) {
    const date = addDays(today, offset);
    const closure = seed.closure;
    if (closure && offset >= closure.startOffsetDays && offset < closure.startOffsetDays + closure.days) {
      days.push({ date, kind: 'closure', label: closure.reason[lang], hours: [] });
      continue;
    }
    const holiday = holidays.find((h) => h.day === date.slice(5));
    if (holiday)
      days.push({
        date,
        kind: 'holiday',
        label: holiday.name[lang],
        hours: isAlwaysOpen(hours) ? [{ open: '00:00', close: '24:00' }] : [],
      });
  }
  return days;
}

/** The public record's operations at the instant `now`. */
export function operationsAt(
  seed: OperationsSeed,
  marketId: number,
  hours: OpeningHours,
  timeZone: string,
  now: number,
  lang: Lang,
): LocationOperations {
  const { outOfService, lastSeenMinutesAgo, closure: _closure, ...fixed } = seed;
  // Whole minutes, so two answers in the same minute are identical (the server render's cache reuses them).
  const minute = Math.floor(now / 60_000) * 60_000;
  return {
    ...fixed,
    status: {
      operational: outOfService ? 'out-of-service' : 'in-service',
      lastSeenOnline: new Date(minute - lastSeenMinutesAgo * 60_000).toISOString(),
    },
    specialHours: specialHours(seed, marketId, hours, timeZone, now, lang),
  };
}
