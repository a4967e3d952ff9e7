import { formatNumber, formatPercentChange, formatSignedNumber } from './format-number';

/** U+2212 MINUS SIGN, not the hyphen. */
const MINUS = '\u2212';

describe('formatNumber', () => {
  it('uses en-US grouping and the given fraction digits', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(0.123456789, 8)).toBe('0.12345679');
    expect(formatNumber(5, 0)).toBe('5');
  });

  it('keeps the ASCII minus that number inputs parse back', () => {
    expect(formatNumber(-2.5, 1)).toBe('-2.5');
  });
});

describe('formatSignedNumber', () => {
  it('writes a real minus, a plus only when asked, and no sign on zero', () => {
    expect(formatSignedNumber(-1234.5, 2)).toBe(`${MINUS}1,234.50`);
    expect(formatSignedNumber(3, 1)).toBe('3.0');
    expect(formatSignedNumber(3, 1, { plus: true })).toBe('+3.0');
    expect(formatSignedNumber(-0.001, 2, { plus: true })).toBe('0.00');
    expect(formatSignedNumber(0, 0, { plus: true })).toBe('0');
  });
});

describe('formatPercentChange', () => {
  it('signs changes and keeps two decimals', () => {
    expect(formatPercentChange(1.254)).toBe('+1.25 %');
    expect(formatPercentChange(-0.4)).toBe(`${MINUS}0.40 %`);
    expect(formatPercentChange(0)).toBe('0.00 %');
  });
});
