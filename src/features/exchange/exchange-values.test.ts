import { computeExchange, parseTyped, type CalculatorInput } from './exchange-values';

const input: CalculatorInput = { action: 'buy', fiat: 'EUR', coin: 'BTC', transType: 'credit-card', typedSide: 'fiat', typedValue: '1000' };
const context = {
  rate: 50_000,
  fee: { percentage: 5.5, fixedAmount: 5 }, // SPEC 9's card fee
  fiatDigits: 2,
  coinDigits: 8,
  fiats: ['EUR'],
  coins: ['BTC', 'ETH'],
};

describe('computeExchange', () => {
  it('buys: fiat from, coin to, with the typed value kept as it was written', () => {
    const { values, problem } = computeExchange(input, context);
    expect(problem).toBeNull();
    expect(values).toMatchObject({
      fromVal: '1000',
      fromCoin: 'EUR',
      toCoin: 'BTC',
      fromTypes: ['EUR'],
      toTypes: ['BTC', 'ETH'],
      rate: 50_000,
    });
    expect(values.toVal).toBe(((1000 - 55 - 5) / 50_000).toFixed(8));
    expect(values.originalToVal).toBeCloseTo(940 / 50_000, 12);
  });

  it('sells: coin from, fiat to', () => {
    const { values } = computeExchange(
      { ...input, action: 'sell', typedSide: 'coin', typedValue: '0.1' },
      { ...context, fee: { percentage: 5.5, fixedAmount: 5 } },
    );
    expect(values).toMatchObject({ fromVal: '0.1', fromCoin: 'BTC', toCoin: 'EUR', toVal: (5000 * 0.945 - 5).toFixed(2) });
  });

  it('reports a typed amount below the fee instead of a negative total', () => {
    const result = computeExchange({ ...input, typedValue: '4' }, context);
    expect(result.problem).toBe('below-fee');
    expect(result.values.toVal).toBe('');
  });

  it('says it cannot price without a rate, and stays quiet while nothing is typed', () => {
    expect(computeExchange(input, { ...context, rate: null }).problem).toBe('no-rate');
    expect(computeExchange({ ...input, typedValue: '' }, { ...context, rate: null }).problem).toBeNull();
    expect(computeExchange({ ...input, typedValue: '-' }, context).problem).toBeNull();
    expect(computeExchange({ ...input, typedValue: '-3' }, context).problem).toBe('not-positive');
  });

  it('parses only complete numbers', () => {
    expect(parseTyped('')).toBeNull();
    expect(parseTyped('-')).toBeNull();
    expect(parseTyped('.')).toBeNull();
    expect(parseTyped('1.')).toBe(1);
    expect(parseTyped('-0.5')).toBe(-0.5);
  });
});
