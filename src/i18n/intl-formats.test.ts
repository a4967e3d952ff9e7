import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('cached Intl formatters', () => {
  it('builds one formatter per locale and options, and formats like a fresh one', () => {
    const options = { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 } as const;
    expect(numberFormat('es', options)).toBe(numberFormat('es', { ...options }));
    expect(numberFormat('en', options)).not.toBe(numberFormat('es', options));
    expect(numberFormat('es', options).format(1234.5)).toBe(new Intl.NumberFormat('es', options).format(1234.5));
  });

  it('keeps date formatters apart by options (time zone included)', () => {
    const madrid = dateTimeFormat('en-US', { hour: '2-digit', timeZone: 'Europe/Madrid' });
    const asuncion = dateTimeFormat('en-US', { hour: '2-digit', timeZone: 'America/Asuncion' });
    expect(madrid).not.toBe(asuncion);
    const noonUtc = Date.UTC(2026, 0, 15, 12);
    expect(madrid.format(noonUtc)).toBe('01 PM');
    expect(asuncion.format(noonUtc)).toBe('09 AM');
  });
});
