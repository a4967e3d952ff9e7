import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('uses en-US grouping and the given fraction digits', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(0.123456789, 8)).toBe('0.12345679');
    expect(formatNumber(5, 0)).toBe('5');
  });
});
