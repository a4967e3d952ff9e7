import fc from 'fast-check';
import {
  feeIn,
  feeTables,
  methodsOf,
  minimumFiat,
  quoteFromCoins,
  quoteFromFiat,
  typicalLocationFees,
  type ExchangeAction,
  type Fee,
  type FeeTable,
  type PaymentMethod,
} from './fees';

const RATE = 50_000;
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 8);

/** SPEC 9's standard table (every market's online table) and its cash-only alternative (partner stores). */
const STANDARD_FEES = feeTables[1];
const CASH_ONLY_FEES: FeeTable = { cash: typicalLocationFees[1].store };

const cases: Array<[table: string, FeeTable, PaymentMethod, ExchangeAction, percentage: number]> = [
  ['standard', STANDARD_FEES, 'transference', 'buy', 4.5],
  ['standard', STANDARD_FEES, 'transference', 'sell', 4.5],
  ['standard', STANDARD_FEES, 'credit-card', 'buy', 5.5],
  ['standard', STANDARD_FEES, 'credit-card', 'sell', 5.5],
  ['standard', STANDARD_FEES, 'cash', 'buy', 8.5],
  ['standard', STANDARD_FEES, 'cash', 'sell', 9.5],
  ['cash only', CASH_ONLY_FEES, 'cash', 'buy', 6.5],
  ['cash only', CASH_ONLY_FEES, 'cash', 'sell', 6.5],
];

describe('fee tables', () => {
  it('hold the SPEC 9 values', () => {
    for (const [, table, method, action, percentage] of cases) expect(table[method]?.[action]).toEqual({ percentage, fixedAmount: 5 });
  });

  it('list their methods; the alternative table has cash only', () => {
    expect(methodsOf(STANDARD_FEES)).toEqual(['transference', 'credit-card', 'cash']);
    expect(methodsOf(CASH_ONLY_FEES)).toEqual(['cash']);
  });

  it('has one table for every market', () => {
    expect(Object.keys(feeTables).sort()).toEqual(['1', '2', '4', '5', '6', '7']);
  });

  it('price cash at a market’s ATMs with its standard cash fee, in partner stores with the cash-only table', () => {
    for (const [market, { atm, store }] of Object.entries(typicalLocationFees)) {
      expect(atm, market).toEqual(feeTables[Number(market) as keyof typeof feeTables].cash);
      expect(store, market).toEqual({ buy: { percentage: 6.5, fixedAmount: 5 }, sell: { percentage: 6.5, fixedAmount: 5 } });
    }
  });

  it('state the fixed 5 as 5 € or 5 $, and as a round 40,000 ₲ in guaraníes', () => {
    const card = STANDARD_FEES['credit-card']!.buy;
    expect(feeIn(card, 'EUR')).toEqual({ percentage: 5.5, fixedAmount: 5 });
    expect(feeIn(card, 'USD')).toEqual({ percentage: 5.5, fixedAmount: 5 });
    expect(feeIn(card, 'PYG')).toEqual({ percentage: 5.5, fixedAmount: 40_000 });
    expect(minimumFiat(feeIn(card, 'PYG'))).toBeCloseTo(40_000 / 0.945, 6);
  });
});

describe.each(cases)('%s table, %s, %s', (_name, table, method, action, percentage) => {
  const fees = table[method]![action] as Fee;
  const keep = 1 - percentage / 100;

  it('prices 1000 fiat with the percentage and the fixed part apart', () => {
    const result = quoteFromFiat(action, 1000, RATE, fees);
    if (!result.ok) throw new Error(result.reason);
    const { quote } = result;
    if (action === 'buy') {
      close(quote.percentFee, 10 * percentage);
      close(quote.exchanged, 1000 - 10 * percentage - 5);
      close(quote.coins, (1000 - 10 * percentage - 5) / RATE);
    } else {
      const gross = 1005 / keep;
      close(quote.exchanged, gross);
      close(quote.percentFee, (gross * percentage) / 100);
      close(quote.coins, gross / RATE);
    }
    expect(quote.fiat).toBe(1000);
    expect(quote.fixedFee).toBe(5);
    close(quote.totalFee, quote.percentFee + 5);
  });

  it('prices 0.02 coins', () => {
    const result = quoteFromCoins(action, 0.02, RATE, fees);
    if (!result.ok) throw new Error(result.reason);
    const atRate = 0.02 * RATE;
    if (action === 'buy') close(result.quote.fiat, (atRate + 5) / keep);
    else close(result.quote.fiat, atRate * keep - 5);
    close(result.quote.exchanged, atRate);
  });

  it('computes each direction as the inverse of the other', () => {
    fc.assert(
      fc.property(fc.double({ min: 10, max: 1e6, noNaN: true }), (amount) => {
        const there = quoteFromFiat(action, amount, RATE, fees);
        if (!there.ok) return false;
        const back = quoteFromCoins(action, there.quote.coins, RATE, fees);
        return back.ok && Math.abs(back.quote.fiat - amount) < 1e-6 * amount;
      }),
      { numRuns: 1000 },
    );
  });

  it('never gives a negative total', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.boolean(), (amount, typedFiat) => {
        const result = typedFiat ? quoteFromFiat(action, amount, RATE, fees) : quoteFromCoins(action, amount / RATE, RATE, fees);
        return !result.ok || (result.quote.fiat > 0 && result.quote.coins > 0 && result.quote.exchanged > 0);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses amounts at or below the fee and prices just above it', () => {
    const minimum = minimumFiat(fees);
    close(minimum, 5 / keep);
    if (action === 'buy') {
      expect(quoteFromFiat(action, 5, RATE, fees)).toEqual({ ok: false, reason: 'below-fee' });
      expect(quoteFromFiat(action, minimum, RATE, fees)).toEqual({ ok: false, reason: 'below-fee' });
      expect(quoteFromFiat(action, minimum + 0.01, RATE, fees).ok).toBe(true);
    } else {
      expect(quoteFromCoins(action, 5 / RATE, RATE, fees)).toEqual({ ok: false, reason: 'below-fee' });
      expect(quoteFromCoins(action, minimum / RATE, RATE, fees)).toEqual({ ok: false, reason: 'below-fee' });
      expect(quoteFromCoins(action, (minimum + 0.01) / RATE, RATE, fees).ok).toBe(true);
    }
  });

  it('refuses zero, negative amounts and a missing rate', () => {
    for (const quote of [quoteFromFiat, quoteFromCoins]) {
      expect(quote(action, 0, RATE, fees)).toEqual({ ok: false, reason: 'not-positive' });
      expect(quote(action, -10, RATE, fees)).toEqual({ ok: false, reason: 'not-positive' });
      expect(quote(action, 10, 0, fees)).toEqual({ ok: false, reason: 'not-positive' });
    }
  });
});

describe('cash costs more than transfer', () => {
  it.each(['buy', 'sell'] as const)('%s: cash gives fewer coins (buy) or less fiat (sell)', (action) => {
    const transfer = quoteFromFiat(action, 1000, RATE, STANDARD_FEES.transference![action]);
    const cash = quoteFromFiat(action, 1000, RATE, STANDARD_FEES.cash![action]);
    if (!transfer.ok || !cash.ok) throw new Error('unpriced');
    if (action === 'buy') expect(cash.quote.coins).toBeLessThan(transfer.quote.coins);
    else expect(cash.quote.coins).toBeGreaterThan(transfer.quote.coins);
  });
});
