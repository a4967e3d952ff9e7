import { buildExchangeMessage, chatLink } from './exchange-message';
import type { ExchangeValues } from './exchange-values';

const values: ExchangeValues = {
  action: 'buy',
  fromVal: '1000',
  originalFromVal: 1000,
  fromCoin: 'EUR',
  toVal: '0.01880000',
  originalToVal: 0.0188,
  toCoin: 'BTC',
  transType: 'credit-card',
  fromTypes: ['EUR'],
  toTypes: ['BTC'],
  rate: 50_000,
};

describe('buildExchangeMessage', () => {
  it('holds the SPEC 3 fields', () => {
    expect(buildExchangeMessage(values, 'BTC', 'EUR', 'CP-AAAA-BBBB-CCCC')).toEqual({
      action: 'buy',
      fromVal: 1000,
      fromCoin: 'EUR',
      toVal: 0.0188,
      toCoin: 'BTC',
      rate: 50_000,
      rateRelation: '1 BTC = 50,000.00 €',
      transType: 'credit-card',
      refCode: 'CP-AAAA-BBBB-CCCC',
    });
  });

  it('is null while unpriced', () => {
    expect(buildExchangeMessage({ ...values, toVal: '' }, 'BTC', 'EUR', 'x')).toBeNull();
    expect(buildExchangeMessage({ ...values, rate: null }, 'BTC', 'EUR', 'x')).toBeNull();
  });
});

describe('chatLink', () => {
  it('builds WhatsApp and Telegram links with the text encoded', () => {
    expect(chatLink('whatsapp', '+34 644 318 270', 'Ref: A&B')).toBe('https://wa.me/34644318270?text=Ref%3A%20A%26B');
    expect(chatLink('telegram', '@criptopunto_es', 'hola')).toBe('https://t.me/criptopunto_es?text=hola');
  });

  it('gives no link without a usable account', () => {
    expect(chatLink('whatsapp', '', 'x')).toBeNull();
    expect(chatLink('telegram', 'bad handle!', 'x')).toBeNull();
  });
});

it('keeps six digits in the relation of a coin worth less than one unit', () => {
  expect(buildExchangeMessage({ ...values, rate: 0.926 }, 'USDT', 'EUR', 'x')?.rateRelation).toBe('1 USDT = 0.926000 €');
});
