// The calculator's values (SPEC 3 "exchange values"), derived from what the visitor chose and typed.
// Only the typed side is state; the other side, the fee and the totals are computed from the rate,
// so a new rate or payment method re-prices without losing what was typed.
import { quoteFromCoins, quoteFromFiat, type ExchangeAction, type Fee, type PaymentMethod, type Quote } from './fees';

export type TypedSide = 'fiat' | 'coin';

export interface CalculatorInput {
  action: ExchangeAction;
  fiat: string;
  coin: string;
  transType: PaymentMethod;
  typedSide: TypedSide;
  typedValue: string;
}

export interface ExchangeValues {
  action: ExchangeAction;
  fromVal: string;
  /** Unrounded value behind fromVal (what was typed, or what was computed). */
  originalFromVal: number | null;
  fromCoin: string;
  toVal: string;
  originalToVal: number | null;
  toCoin: string;
  transType: PaymentMethod;
  /** Currencies the "from" and "to" selects offer: fiats on the paying side of a buy, coins on a sell. */
  fromTypes: string[];
  toTypes: string[];
  rate: number | null;
}

type ExchangeProblem = 'not-positive' | 'below-fee' | 'no-rate';

export interface Exchange {
  values: ExchangeValues;
  fiatVal: string;
  coinVal: string;
  quote: Quote | null;
  problem: ExchangeProblem | null;
}

interface Context {
  rate: number | null;
  fee: Fee;
  fiatDigits: number;
  coinDigits: number;
  fiats: string[];
  coins: string[];
}

/** A number once the typed text is complete enough to be one ('', '-', '.' are not). */
export function parseTyped(value: string): number | null {
  if (!/\d/.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function computeExchange(input: CalculatorInput, { rate, fee, fiatDigits, coinDigits, fiats, coins }: Context): Exchange {
  const typed = parseTyped(input.typedValue);
  let quote: Quote | null = null;
  let problem: ExchangeProblem | null = null;
  if (typed !== null) {
    if (rate === null) problem = typed > 0 ? 'no-rate' : 'not-positive';
    else {
      const result =
        input.typedSide === 'fiat' ? quoteFromFiat(input.action, typed, rate, fee) : quoteFromCoins(input.action, typed, rate, fee);
      if (result.ok) quote = result.quote;
      else problem = result.reason;
    }
  }
  const fiatTyped = input.typedSide === 'fiat';
  const fiatVal = fiatTyped ? input.typedValue : quote ? quote.fiat.toFixed(fiatDigits) : '';
  const coinVal = fiatTyped ? (quote ? quote.coins.toFixed(coinDigits) : '') : input.typedValue;
  const fiatNumber = fiatTyped ? typed : (quote?.fiat ?? null);
  const coinNumber = fiatTyped ? (quote?.coins ?? null) : typed;
  const buy = input.action === 'buy';
  return {
    fiatVal,
    coinVal,
    quote,
    problem,
    values: {
      action: input.action,
      fromVal: buy ? fiatVal : coinVal,
      originalFromVal: buy ? fiatNumber : coinNumber,
      fromCoin: buy ? input.fiat : input.coin,
      toVal: buy ? coinVal : fiatVal,
      originalToVal: buy ? coinNumber : fiatNumber,
      toCoin: buy ? input.coin : input.fiat,
      transType: input.transType,
      fromTypes: buy ? fiats : coins,
      toTypes: buy ? coins : fiats,
      rate,
    },
  };
}
