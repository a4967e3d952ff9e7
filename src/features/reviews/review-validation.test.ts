import { validateDateRange, validateReview } from './review-validation';

/** Whether the filters take `value` as a date (a start date alone, so no order comes into it). */
const isIsoDate = (value: string) => validateDateRange(value, '').from === undefined;

describe('dates of the filters (SPEC 5 ISO)', () => {
  it('accepts YYYY-MM-DD with an optional time', () => {
    for (const value of [
      '2026-01-31',
      '2024-02-29',
      '2026-01-31T10:30',
      '2026-01-31 10:30:15',
      '2026-01-31T10:30:15.123Z',
      '2026-01-31T10:30+01:00',
    ]) {
      expect(isIsoDate(value)).toBe(true);
    }
  });
  it('rejects other shapes and impossible days', () => {
    // (An empty field is no filter at all: validateDateRange below.)
    for (const value of [
      '31/01/2026',
      '2026-1-31',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-01-31T25:00',
      'tomorrow',
      '2026-01-31T',
    ]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });
});

describe('validateDateRange', () => {
  it('allows empty and ordered ranges, including one single day', () => {
    expect(validateDateRange('', '')).toEqual({});
    expect(validateDateRange('2026-01-01', '2026-02-01')).toEqual({});
    expect(validateDateRange('2026-01-01T18:00', '2026-01-01')).toEqual({});
  });
  it("says 'Invalid date' per field and 'Start date can't be greater than end date' for a reversed range", () => {
    expect(validateDateRange('2026-99-01', '')).toEqual({ from: 'validation.invalidDate' });
    expect(validateDateRange('', 'ayer')).toEqual({ to: 'validation.invalidDate' });
    expect(validateDateRange('2026-03-01', '2026-02-01')).toEqual({ from: 'validation.startAfterEnd' });
  });
});

describe('validateReview', () => {
  it('requires every field and caps the lengths', () => {
    expect(validateReview({ locationId: null, rating: null, text: ' ', name: '' })).toEqual({
      locationId: { key: 'validation.required' },
      rating: { key: 'validation.required' },
      text: { key: 'validation.required' },
      name: { key: 'validation.required' },
    });
    expect(validateReview({ locationId: 1, rating: 5, text: 'x'.repeat(1001), name: 'Ana' }).text).toEqual({
      key: 'validation.maxLength',
      count: 1000,
    });
    expect(validateReview({ locationId: 1, rating: 5, text: 'Muy bien', name: 'Ana' })).toEqual({});
  });
});
