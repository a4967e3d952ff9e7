/**
 * Payment fees (SPEC 3 "payment method taxes", SPEC 9 values) and the calculator's fee arithmetic.
 *
 * Each method has, per action, a percentage p and a fixed amount f in the market's fiat. The fee is
 * charged on the fiat side, and is always shown apart from the rate:
 *   buy  (visitor pays F fiat, receives C coins):   fee = F·p/100 + f,  C = (F − fee) / rate
 *        typing C instead:                           F = (C·rate + f) / (1 − p/100)
 *   sell (visitor sends C coins, receives R fiat):  gross = C·rate, fee = gross·p/100 + f, R = gross − fee
 *        typing R instead:                           C = (R + f) / (1 − p/100) / rate
 * When F − fee (buy) or gross − fee (sell) is not above zero the amount is below the fee: no total is
 * given, and the smallest amount that prices is f / (1 − p/100). Values are rounded only for display.
 */
import type { MarketId } from '../../markets/market-table';

export type ExchangeAction = 'buy' | 'sell';
export type PaymentMethod = 'transference' | 'credit-card' | 'cash';

const PAYMENT_METHODS: readonly PaymentMethod[] = ['transference', 'credit-card', 'cash'];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'credit-card';

export interface Fee {
  percentage: number;
  fixedAmount: number;
}

export type FeeTable = Partial<Record<PaymentMethod, Record<ExchangeAction, Fee>>>;

const fee = (percentage: number): Fee => ({ percentage, fixedAmount: 5 });

/** SPEC 9: transfer 4.5, card 5.5, cash 8.5 buy / 9.5 sell; fixed 5 each. */
const STANDARD_FEES: FeeTable = {
  transference: { buy: fee(4.5), sell: fee(4.5) },
  'credit-card': { buy: fee(5.5), sell: fee(5.5) },
  cash: { buy: fee(8.5), sell: fee(9.5) },
};

/** SPEC 9's alternative table: cash only, 6.5 both ways. */
const CASH_ONLY_FEES: FeeTable = {
  cash: { buy: fee(6.5), sell: fee(6.5) },
};

/**
 * One table per market. The fixed amounts are SPEC 9's 5 in euros or dollars; `feeIn` states them in
 * the fiat the visitor chose.
 */
export const feeTables: Record<MarketId, FeeTable> = {
  1: STANDARD_FEES,
  2: STANDARD_FEES,
  4: STANDARD_FEES,
  5: STANDARD_FEES,
  6: STANDARD_FEES,
  7: STANDARD_FEES,
};

export type ActionFees = Record<ExchangeAction, Fee>;

/** How many of a fiat make one unit of the tables' fixed amounts: 5 € or 5 $ is a round 40,000 ₲, not 5 ₲. */
const FIXED_AMOUNT_UNITS: Record<string, number> = { EUR: 1, USD: 1, PYG: 8_000 };

/** A table fee with its fixed amount in `fiat`. */
export const feeIn = (fee: Fee, fiat: string): Fee => ({ ...fee, fixedAmount: fee.fixedAmount * (FIXED_AMOUNT_UNITS[fiat] ?? 1) });

/**
 * The fee a market's ATMs and partner stores typically charge, used when the visitor's nearest one is
 * unknown or names no fee of its own: ATMs take the standard cash fee, partner stores SPEC 9's
 * alternative (cash-only) table.
 */
export const typicalLocationFees: Record<MarketId, Record<'atm' | 'store', ActionFees>> = {
  1: { atm: STANDARD_FEES.cash!, store: CASH_ONLY_FEES.cash! },
  2: { atm: STANDARD_FEES.cash!, store: CASH_ONLY_FEES.cash! },
  4: { atm: STANDARD_FEES.cash!, store: CASH_ONLY_FEES.cash! },
  5: { atm: STANDARD_FEES.cash!, store: CASH_ONLY_FEES.cash! },
  6: { atm: STANDARD_FEES.cash!, store: CASH_ONLY_FEES.cash! },
  7: { atm: STANDARD_FEES.cash!, store: CASH_ONLY_FEES.cash! },
};

/** The four ways to exchange, side by side: online by transfer or card, cash at an ATM or in a store. */
export type Channel = 'transfer' | 'card' | 'atm' | 'store';

export const CHANNELS: readonly { channel: Channel; method: PaymentMethod; place: 'online' | 'atm' | 'store' }[] = [
  { channel: 'transfer', method: 'transference', place: 'online' },
  { channel: 'card', method: 'credit-card', place: 'online' },
  { channel: 'atm', method: 'cash', place: 'atm' },
  { channel: 'store', method: 'cash', place: 'store' },
];

export const methodsOf = (table: FeeTable) => PAYMENT_METHODS.filter((method) => table[method]);

export interface Quote {
  /** Buy: what the visitor pays; sell: what the visitor receives. */
  fiat: number;
  coins: number;
  /** The fiat that is exchanged at the rate: buy F − fee, sell C·rate. */
  exchanged: number;
  percentFee: number;
  fixedFee: number;
  totalFee: number;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; reason: 'not-positive' | 'below-fee' };

// Float noise must not turn "exactly the fee" into a tiny positive total.
const EPSILON = 1e-9;

/** The smallest fiat amount (buy: paid; sell: exchanged at the rate) whose total is above zero. */
export const minimumFiat = ({ percentage, fixedAmount }: Fee) => fixedAmount / (1 - percentage / 100);

function build(fiat: number, coins: number, exchanged: number, base: number, { percentage, fixedAmount }: Fee): QuoteResult {
  const percentFee = (base * percentage) / 100;
  return { ok: true, quote: { fiat, coins, exchanged, percentFee, fixedFee: fixedAmount, totalFee: percentFee + fixedAmount } };
}

/** The visitor typed the fiat amount (buy: to pay; sell: to receive). */
export function quoteFromFiat(action: ExchangeAction, amount: number, rate: number, fees: Fee): QuoteResult {
  if (!(amount > 0) || !(rate > 0)) return { ok: false, reason: 'not-positive' };
  const keep = 1 - fees.percentage / 100;
  if (action === 'buy') {
    const exchanged = amount * keep - fees.fixedAmount;
    if (exchanged <= EPSILON) return { ok: false, reason: 'below-fee' };
    return build(amount, exchanged / rate, exchanged, amount, fees);
  }
  const gross = (amount + fees.fixedAmount) / keep;
  return build(amount, gross / rate, gross, gross, fees);
}

/** The visitor typed the coin amount (buy: to receive; sell: to send). */
export function quoteFromCoins(action: ExchangeAction, amount: number, rate: number, fees: Fee): QuoteResult {
  if (!(amount > 0) || !(rate > 0)) return { ok: false, reason: 'not-positive' };
  const keep = 1 - fees.percentage / 100;
  const atRate = amount * rate;
  if (action === 'buy') {
    const paid = (atRate + fees.fixedAmount) / keep;
    return build(paid, amount, atRate, paid, fees);
  }
  const received = atRate * keep - fees.fixedAmount;
  if (received <= EPSILON) return { ok: false, reason: 'below-fee' };
  return build(received, amount, atRate, atRate, fees);
}
