import { fiatFractionDigits, fiatSymbol, knownFiat } from './fiat-symbol';

describe('fiatSymbol', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['PYG', '₲'],
    ['eur', '€'],
    ['ARS', '$'],
    ['GBP', '$'],
    ['', '$'],
  ])('%s -> %s', (iso, symbol) => expect(fiatSymbol(iso)).toBe(symbol));

  it('maps unknown ISOs to USD for icons and digits', () => {
    expect(knownFiat('CRC')).toBe('USD');
    expect(fiatFractionDigits('CRC')).toBe(2);
    expect(fiatFractionDigits('PYG')).toBe(0);
    expect(fiatFractionDigits('EUR')).toBe(2);
  });
});
