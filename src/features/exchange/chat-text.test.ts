import type { TFunction } from 'i18next';
import { chatText } from './chat-text';
import type { ExchangeRequestMessage } from './exchange-message';

// Shows the values the template receives, so the test reads what the visitor will read.
const t = ((key: string, values?: Record<string, string>) =>
  values ? `${values.fromVal} ${values.fromCoin} -> ${values.toVal} ${values.toCoin}` : key) as unknown as TFunction;

const buy: ExchangeRequestMessage = {
  action: 'buy',
  fromVal: 7_976_000,
  fromCoin: 'PYG',
  toVal: 1000,
  toCoin: 'USDT',
  rate: 7976,
  rateRelation: '1 USDT = 7,976 ₲',
  transType: 'cash',
  refCode: 'CP-1',
};

describe('chatText', () => {
  it('writes the fiat side with its symbol and en-US digits, never its ISO code', () => {
    expect(chatText(t, buy, { from: 0, to: 6 })).toBe('7,976,000 ₲ -> 1,000.000000 USDT');
    const sell = { ...buy, action: 'sell' as const, fromVal: 0.5, fromCoin: 'BTC', toVal: 31_250, toCoin: 'EUR' };
    expect(chatText(t, sell, { from: 8, to: 2 })).toBe('0.50000000 BTC -> 31,250.00 €');
  });
});
