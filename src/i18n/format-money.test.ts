import { formatCoins, formatCompactFiat, formatFiat, formatRate } from './format-money';

describe('formatFiat', () => {
  it.each([
    [57_642.45, 'EUR', '57,642.45 €'],
    [1_234_567.891, 'USD', '1,234,567.89 $'],
    [7_976, 'PYG', '7,976 ₲'],
    [5, 'EUR', '5.00 €'],
    [0, 'PYG', '0 ₲'],
  ])('%s %s -> %s', (value, iso, text) => expect(formatFiat(value, iso)).toBe(text));

  it('writes any other ISO with $ and two decimals, whatever its case', () => {
    expect(formatFiat(1500.5, 'ARS')).toBe('1,500.50 $');
    expect(formatFiat(1500.5, 'CRC')).toBe('1,500.50 $');
    expect(formatFiat(1500.5, 'eur')).toBe('1,500.50 €');
    expect(formatFiat(1500.5, '')).toBe('1,500.50 $');
  });

  it('writes guaraníes whole, however large', () => {
    expect(formatFiat(492_539_961.4, 'PYG')).toBe('492,539,961 ₲');
    expect(formatFiat(12_345_678_901.5, 'PYG')).toBe('12,345,678,902 ₲');
  });

  it('rounds half away from zero at the fiat digits', () => {
    expect(formatFiat(0.125, 'EUR')).toBe('0.13 €');
    expect(formatFiat(2.004, 'USD')).toBe('2.00 $');
    expect(formatFiat(1.5, 'PYG')).toBe('2 ₲');
    expect(formatFiat(999.995, 'EUR')).toBe('1,000.00 €');
  });

  it('writes negatives with a minus sign, and no sign on what rounds to zero', () => {
    expect(formatFiat(-1_234.5, 'EUR')).toBe('−1,234.50 €');
    expect(formatFiat(-26_296_879, 'PYG')).toBe('−26,296,879 ₲');
    expect(formatFiat(-0.004, 'EUR')).toBe('0.00 €');
    expect(formatFiat(-0.4, 'PYG')).toBe('0 ₲');
  });

  it('never writes an ISO code after the number', () => {
    for (const iso of ['EUR', 'USD', 'PYG', 'BOB']) expect(formatFiat(7976, iso)).not.toMatch(/\d\s*[A-Z]{3}$/);
  });
});

describe('formatCoins', () => {
  it('keeps the coin digits it is given, up to 8, trailing zeros included', () => {
    expect(formatCoins(0.0188, 'BTC', 8)).toBe('0.01880000 BTC');
    expect(formatCoins(12.5, 'USDT', 6)).toBe('12.500000 USDT');
    expect(formatCoins(3, 'ETH', 0)).toBe('3 ETH');
  });

  it('never writes more than 8 decimals', () => {
    expect(formatCoins(0.123456789123, 'BTC', 18)).toBe('0.12345679 BTC');
    expect(formatCoins(0.123456789123, 'BTC')).toBe('0.12345679 BTC');
    expect(formatCoins(1_234.5, 'XRP', -2)).toBe('1,235 XRP');
  });

  it('rounds at the last decimal and signs negatives', () => {
    expect(formatCoins(0.000000005, 'BTC', 8)).toBe('0.00000001 BTC');
    expect(formatCoins(-0.5, 'ETH', 8)).toBe('−0.50000000 ETH');
    expect(formatCoins(-0.000000001, 'ETH', 8)).toBe('0.00000000 ETH');
  });
});

describe('formatRate', () => {
  it('uses the fiat digits for coins worth one unit or more', () => {
    expect(formatRate(62_500, 'EUR')).toBe('62,500.00 €');
    expect(formatRate(7_976.4, 'PYG')).toBe('7,976 ₲');
    expect(formatRate(1, 'USD')).toBe('1.00 $');
  });

  it('keeps six digits below one unit, in any fiat', () => {
    expect(formatRate(0.926, 'EUR')).toBe('0.926000 €');
    expect(formatRate(0.5, 'PYG')).toBe('0.500000 ₲');
    expect(formatRate(-0.25, 'USD')).toBe('−0.250000 $');
  });
});

describe('formatCompactFiat', () => {
  it('shortens large sums with the symbol after', () => {
    expect(formatCompactFiat(1_175_000_000_000, 'EUR')).toBe('1.18T €');
    expect(formatCompactFiat(492_539_961, 'PYG')).toBe('492.54M ₲');
    expect(formatCompactFiat(950, 'GBP')).toBe('950 $');
    expect(formatCompactFiat(-1_200_000, 'USD')).toBe('−1.2M $');
  });
});
