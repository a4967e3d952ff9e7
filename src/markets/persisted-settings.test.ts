import { savedFiatIn, type PersistedSettings } from './persisted-settings';

const savedWith = (defaultFiat: string): PersistedSettings => ({ market: { id: 1 }, locale: 'es-ES', realLocale: 'es', defaultFiat });

describe('savedFiatIn', () => {
  it("gives the visitor's saved currency where the market offers it, or where its offer is not known", () => {
    expect(savedFiatIn([{ ISO: 'EUR' }, { ISO: 'USD' }], savedWith('USD'))).toBe('USD');
    expect(savedFiatIn([], savedWith('PYG'))).toBe('PYG');
  });

  it('gives none for a currency the market does not offer, or with nothing saved', () => {
    expect(savedFiatIn([{ ISO: 'EUR' }], savedWith('PYG'))).toBeUndefined();
    expect(savedFiatIn([{ ISO: 'EUR' }], null)).toBeUndefined();
  });
});
