// The same amount priced through every channel (issue 16): online by transfer or card with the market's
// fees, and cash at an ATM or in a store with the nearest location's own fee when it is known, else the
// market's typical one. The cheapest is the one with the smallest total fee: with one rate for all, that
// is also the most coins for a buy and the most fiat for a sell, whichever side was typed.
import type { MarketId } from '../../markets/market-table';
import type { TypedSide } from './exchange-values';
import {
  CHANNELS,
  feeIn,
  feeTables,
  quoteFromCoins,
  quoteFromFiat,
  typicalLocationFees,
  type Channel,
  type ExchangeAction,
  type Fee,
  type Quote,
} from './fees';
import type { NearestFee } from './nearest-location-fees';

/** Where a row's fee comes from: the market's online table, a typical location, or the nearest location. */
type FeeSource = 'online' | 'typical' | 'nearest';

export type ChannelRow =
  | { channel: Channel; fee: Fee; source: FeeSource; nearest: NearestFee | null; quote: Quote; cheapest: boolean }
  | {
      channel: Channel;
      fee: Fee | null;
      source: FeeSource;
      nearest: NearestFee | null;
      quote: null;
      problem: 'not-offered' | 'below-fee' | 'not-positive';
      cheapest: false;
    };

interface Input {
  marketId: MarketId;
  /** The fiat the amount and the rate are in. */
  fiat: string;
  action: ExchangeAction;
  typedSide: TypedSide;
  amount: number;
  rate: number;
  /** The nearest ATM's and store's own fees (already in `fiat`), when the visitor's position is known. */
  nearest: Partial<Record<'atm' | 'store', NearestFee | null>>;
}

export function priceChannels({ marketId, fiat, action, typedSide, amount, rate, nearest }: Input): ChannelRow[] {
  const rows = CHANNELS.map(({ channel, method, place }): ChannelRow => {
    const near = place === 'online' ? null : (nearest[place] ?? null);
    const source: FeeSource = place === 'online' ? 'online' : near ? 'nearest' : 'typical';
    const tableFee = place === 'online' ? feeTables[marketId][method]?.[action] : typicalLocationFees[marketId][place][action];
    const fee = near?.fee ?? (tableFee ? feeIn(tableFee, fiat) : null);
    if (!fee) return { channel, fee: null, source, nearest: near, quote: null, problem: 'not-offered', cheapest: false };
    const result = typedSide === 'fiat' ? quoteFromFiat(action, amount, rate, fee) : quoteFromCoins(action, amount, rate, fee);
    if (!result.ok) return { channel, fee, source, nearest: near, quote: null, problem: result.reason, cheapest: false };
    return { channel, fee, source, nearest: near, quote: result.quote, cheapest: false };
  });
  const fees = rows.flatMap((row) => (row.quote ? [row.quote.totalFee] : []));
  if (!fees.length) return rows;
  const lowest = Math.min(...fees);
  // One cheapest row: the first of any with the same total (online comes first, so a tie favours it).
  const cheapest = rows.find((row) => row.quote && row.quote.totalFee - lowest < 1e-9)!;
  return rows.map((row) => (row === cheapest && row.quote ? { ...row, cheapest: true } : row));
}
