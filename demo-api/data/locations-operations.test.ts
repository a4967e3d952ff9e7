// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedAtms, seedStores } from './locations';
import { operationsAt, operationsSeed, type OperationsSeed } from './locations-operations';
import type { Lang, OpeningHours } from '../types';

/** The special days operationsAt sends with the record. */
const specialHours = (seed: OperationsSeed, marketId: number, hours: OpeningHours, timeZone: string, now: number, lang: Lang) =>
  operationsAt(seed, marketId, hours, timeZone, now, lang).specialHours;

const all = [...seedStores, ...seedAtms];
const ALWAYS = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open: '00:00', close: '24:00' }]]),
) as OpeningHours;
const OFFICE = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open: '09:00', close: '20:00' }]]),
) as OpeningHours;

describe('location operations', () => {
  it('is the same for the same location on every run', () => {
    expect(operationsSeed('atm', 1001, 1)).toEqual(operationsSeed('atm', 1001, 1));
    expect(operationsSeed('atm', 1001, 1)).not.toEqual(operationsSeed('atm', 1002, 1));
  });

  it('prices and limits every location in its market fiat, Paraguay in whole guaraníes', () => {
    for (const l of all) {
      const { limits, fees } = l.operations;
      expect(limits.currency).toBe({ 1: 'EUR', 2: 'PYG' }[l.marketId] ?? 'USD');
      expect(limits.perDay).toBeGreaterThanOrEqual(limits.perOperation);
      expect(limits.idRequiredAbove).toBeLessThanOrEqual(limits.perOperation);
      expect(fees.sell.percentage).toBeGreaterThan(fees.buy.percentage);
      expect(fees.buy.percentage).toBeGreaterThanOrEqual(4);
      expect(fees.sell.percentage).toBeLessThanOrEqual(11);
      if (l.marketId === 2) expect([limits.perOperation, limits.idRequiredAbove, fees.buy.fixedAmount].every(Number.isInteger)).toBe(true);
    }
  });

  it('has every variety: card and cash only, out of service, host shops, closures', () => {
    const ops = all.map((l) => l.operations);
    expect(ops.every((o) => o.payments.cash)).toBe(true);
    expect(ops.some((o) => o.payments.card) && ops.some((o) => !o.payments.card)).toBe(true);
    expect(ops.some((o) => o.outOfService) && ops.some((o) => !o.outOfService)).toBe(true);
    expect(seedAtms.every((l) => l.operations.locatedInside)).toBe(true);
    expect(ops.some((o) => o.closure)).toBe(true);
  });

  it('says when the machine was last seen, to the minute of the request', () => {
    const seed = { ...operationsSeed('atm', 1001, 1), outOfService: true, lastSeenMinutesAgo: 95 };
    const now = Date.UTC(2026, 10, 23, 10, 30, 40);
    const ops = operationsAt(seed, 1, OFFICE, 'Europe/Madrid', now, 'es');
    expect(ops.status).toEqual({ operational: 'out-of-service', lastSeenOnline: '2026-11-23T08:55:00.000Z' });
    expect(ops).not.toHaveProperty('outOfService');
    expect(ops).not.toHaveProperty('closure');
  });

  it('sends public holidays on the location’s own calendar: closed, unless open 24 hours', () => {
    const seed = { ...operationsSeed('store', 1, 1), closure: undefined };
    // 23:30 UTC on 5 December is already 6 December (Constitution Day) in Madrid, still the 5th in the Canaries.
    const now = Date.UTC(2026, 11, 5, 23, 30);
    const madrid = specialHours(seed, 1, OFFICE, 'Europe/Madrid', now, 'en');
    expect(madrid[0]).toEqual({ date: '2026-12-06', kind: 'holiday', label: 'Constitution Day', hours: [] });
    expect(madrid.map((d) => d.date)).toEqual(['2026-12-06', '2026-12-08']);
    expect(specialHours(seed, 1, ALWAYS, 'Europe/Madrid', now, 'es')[0]).toMatchObject({
      label: 'Día de la Constitución',
      hours: [{ open: '00:00', close: '24:00' }],
    });
    expect(specialHours(seed, 2, OFFICE, 'America/Asuncion', now, 'es').map((d) => d.date)).toEqual(['2026-12-08']);
  });

  it('turns a closure into closed days from its start, over the window it is sent for', () => {
    const seed = {
      ...operationsSeed('atm', 1001, 1),
      closure: { startOffsetDays: -1, days: 3, reason: { es: 'Obras en el local', en: 'Renovation works' } },
    };
    const days = specialHours(seed, 1, ALWAYS, 'Europe/Madrid', Date.UTC(2026, 2, 10, 12), 'en');
    expect(days).toEqual([
      { date: '2026-03-09', kind: 'closure', label: 'Renovation works', hours: [] },
      { date: '2026-03-10', kind: 'closure', label: 'Renovation works', hours: [] },
      { date: '2026-03-11', kind: 'closure', label: 'Renovation works', hours: [] },
    ]);
  });

  it('sends special days from yesterday to two weeks ahead, on the location’s own calendar', () => {
    const seed = {
      ...operationsSeed('atm', 1001, 1),
      closure: { startOffsetDays: -30, days: 90, reason: { es: 'Obras en el local', en: 'Renovation works' } },
    };
    // 23:30 UTC on 9 March is already the 10th in Madrid.
    const dates = specialHours(seed, 1, ALWAYS, 'Europe/Madrid', Date.UTC(2026, 2, 9, 23, 30), 'en').map((d) => d.date);
    expect(dates).toHaveLength(16);
    expect(dates[0]).toBe('2026-03-09');
    expect(dates.at(-1)).toBe('2026-03-24');
  });
});
