import { forMarket, marketFilter } from './market-content';

describe('content written per market', () => {
  it("asks the collections written per market for the market's versions, and no other collection", () => {
    expect(marketFilter('faqs', 2)).toEqual({ 'filters[Markets][$contains]': 'PY' });
    expect(marketFilter('help-pages', 5)).toEqual({ 'filters[Markets][$contains]': 'AR' });
    expect(marketFilter('pages', 1)).toEqual({ 'filters[Markets][$contains]': 'ES' });
    expect(marketFilter('assets', 2)).toEqual({});
  });

  it('keeps the list items written for the market and those written for every market', () => {
    const contact = {
      Title: 'Contacto',
      Channels: [
        { Type: 'phone', Value: '+34910602330', Markets: 'ES' },
        { Type: 'phone', Value: '+595217289000', Markets: 'PY' },
        { Type: 'email', Value: 'hola@cryptoplaza.example', Markets: 'ES PY PA AR CR BO' },
        { Type: 'telegram', Value: 'cryptoplaza' },
      ],
      SEO: { MetaTitle: 'Contacto' },
    };
    expect(forMarket(contact, 2).Channels.map((channel) => channel.Value)).toEqual([
      '+595217289000',
      'hola@cryptoplaza.example',
      'cryptoplaza',
    ]);
    expect(forMarket(contact, 1).SEO).toEqual({ MetaTitle: 'Contacto' });
  });

  it('drops nested parts for other markets, and a whole entry written for other markets reads as empty', () => {
    const nested = {
      Form: {
        Ranges: [
          { Label: '10.000 €', Markets: 'ES' },
          { Label: 'US$ 10.000', Markets: 'PA AR CR BO' },
        ],
      },
      Note: { Text: 'x', Markets: 'ES' },
    };
    expect(forMarket(nested, 7)).toEqual({ Form: { Ranges: [{ Label: 'US$ 10.000', Markets: 'PA AR CR BO' }] } });
    const cnmv = { Message: 'La inversión en criptoactivos no está regulada…', Markets: 'ES' };
    expect(forMarket(cnmv, 1)).toEqual(cnmv);
    expect(forMarket(cnmv, 2)).toEqual({});
  });

  it('matches whole market codes, not parts of them', () => {
    expect(forMarket({ Markets: 'PAR' }, 4)).toEqual({});
    expect(forMarket({ Items: [{ Markets: '' }] }, 1)).toEqual({ Items: [] });
  });
});
