import { formatChartChange, formatChartValue } from './chart-value';

describe('formatChartValue', () => {
  it('writes market caps compact and prices with the digits a rate needs', () => {
    expect(formatChartValue('market-cap', 1_175_000_000_000, 'EUR')).toBe('1.18T €');
    expect(formatChartValue('price', 59_362.04, 'EUR')).toBe('59,362.04 €');
    expect(formatChartValue('price', 0.92262, 'USD')).toBe('0.922620 $');
    expect(formatChartChange('price', 0.0012, 'EUR')).toBe('0.001200 €');
    expect(formatChartChange('price', 12.5, 'PYG')).toBe('13 ₲');
  });
});
