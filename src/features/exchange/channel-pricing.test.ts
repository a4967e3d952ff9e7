import type { MarketId } from '../../markets/market-table';
import { priceChannels, type ChannelRow } from './channel-pricing';
import type { NearestFee } from './nearest-location-fees';

const close = (actual: number | undefined, expected: number) => expect(actual).toBeCloseTo(expected, 8);
const row = (rows: ChannelRow[], channel: string) => rows.find((entry) => entry.channel === channel)!;
const cheapestOf = (rows: ChannelRow[]) => rows.filter((entry) => entry.cheapest).map((entry) => entry.channel);

// Each market's fiats and a plausible rate in each; the fees (SPEC 9) are percentages plus a fixed 5 € or
// 5 $, which in guaraníes is 40,000 ₲.
const markets: Array<[MarketId, fiat: string, amount: number, rate: number, fixed: number]> = [
  [1, 'EUR', 200, 50_000, 5],
  [2, 'PYG', 1_500_000, 400_000_000, 40_000],
  [2, 'USD', 200, 54_000, 5],
  [4, 'USD', 200, 54_000, 5],
  [5, 'USD', 350, 54_000, 5],
  [6, 'USD', 1_000, 54_000, 5],
  [7, 'USD', 75, 54_000, 5],
];

// Hand-computed: buy, paying F: fee = F·p/100 + f, coins = (F − fee) / rate. Transfer 4.5 %, card 5.5 %,
// ATM (market's typical: standard cash) 8.5 %, store (typical: the cash-only table) 6.5 %.
describe.each(markets)('market %i (%s): buying with %d', (marketId, fiat, amount, rate, fixed) => {
  const rows = priceChannels({ marketId, fiat, action: 'buy', typedSide: 'fiat', amount, rate, nearest: {} });
  it.each([
    ['transfer', 4.5],
    ['card', 5.5],
    ['atm', 8.5],
    ['store', 6.5],
  ] as const)(`%s charges %d % plus ${fixed} ${fiat}`, (channel, percentage) => {
    const { quote, fee, source } = row(rows, channel);
    expect(fee).toEqual({ percentage, fixedAmount: fixed });
    expect(source).toBe(channel === 'transfer' || channel === 'card' ? 'online' : 'typical');
    close(quote?.percentFee, (amount * percentage) / 100);
    close(quote?.totalFee, (amount * percentage) / 100 + fixed);
    close(quote?.fiat, amount);
    close(quote?.coins, (amount - (amount * percentage) / 100 - fixed) / rate);
  });
  it('marks the transfer as the cheapest', () => expect(cheapestOf(rows)).toEqual(['transfer']));
});

describe('the hand-computed figures of 200 € on es', () => {
  it('buying: 186, 184, 178 and 182 € are exchanged at 50,000 €/BTC', () => {
    const rows = priceChannels({ marketId: 1, fiat: 'EUR', action: 'buy', typedSide: 'fiat', amount: 200, rate: 50_000, nearest: {} });
    expect(rows.map((entry) => entry.quote?.totalFee)).toEqual([14, 16, 22, 18]);
    expect(rows.map((entry) => entry.quote?.coins)).toEqual([0.00372, 0.00368, 0.00356, 0.00364]);
  });

  it('selling 0.004 BTC (200 € at the rate): 186, 184, 176 and 182 € received, cash sells at 9.5 % at ATMs', () => {
    const rows = priceChannels({ marketId: 1, fiat: 'EUR', action: 'sell', typedSide: 'coin', amount: 0.004, rate: 50_000, nearest: {} });
    rows.forEach((entry, index) => close(entry.quote?.fiat, [186, 184, 176, 182][index]!));
    expect(cheapestOf(rows)).toEqual(['transfer']);
  });

  it('buying 0.004 BTC: each channel asks (200 + 5) / (1 − p)', () => {
    const rows = priceChannels({ marketId: 1, fiat: 'EUR', action: 'buy', typedSide: 'coin', amount: 0.004, rate: 50_000, nearest: {} });
    [4.5, 5.5, 8.5, 6.5].forEach((percentage, index) => close(rows[index]!.quote?.fiat, 205 / (1 - percentage / 100)));
  });

  it('selling for 186 € received: each channel needs (186 + 5) / (1 − p) / rate coins', () => {
    const rows = priceChannels({ marketId: 1, fiat: 'EUR', action: 'sell', typedSide: 'fiat', amount: 186, rate: 50_000, nearest: {} });
    [4.5, 5.5, 9.5, 6.5].forEach((percentage, index) => close(rows[index]!.quote?.coins, 191 / (1 - percentage / 100) / 50_000));
    expect(cheapestOf(rows)).toEqual(['transfer']);
  });
});

describe('the nearest location', () => {
  const atm: NearestFee = { id: 1001, title: 'Cajero Sol', distance: 0.4, fee: { percentage: 3, fixedAmount: 2 } };

  it('prices the ATM row with its own fee, says so, and can make it the cheapest', () => {
    const rows = priceChannels({
      marketId: 1,
      fiat: 'EUR',
      action: 'buy',
      typedSide: 'fiat',
      amount: 200,
      rate: 50_000,
      nearest: { atm, store: null },
    });
    const atmRow = row(rows, 'atm');
    expect(atmRow).toMatchObject({ source: 'nearest', nearest: atm, fee: atm.fee });
    close(atmRow.quote?.totalFee, 8);
    close(atmRow.quote?.coins, 192 / 50_000);
    expect(row(rows, 'store').source).toBe('typical');
    expect(cheapestOf(rows)).toEqual(['atm']);
  });

  it('a tie keeps the first channel as the cheapest', () => {
    const store: NearestFee = { id: 7, title: 'Tienda', distance: 1, fee: { percentage: 4.5, fixedAmount: 5 } };
    const rows = priceChannels({
      marketId: 1,
      fiat: 'EUR',
      action: 'buy',
      typedSide: 'fiat',
      amount: 200,
      rate: 50_000,
      nearest: { store },
    });
    expect(cheapestOf(rows)).toEqual(['transfer']);
  });
});

it('marks none when no channel covers its fee', () => {
  const rows = priceChannels({ marketId: 1, fiat: 'EUR', action: 'buy', typedSide: 'fiat', amount: 5, rate: 50_000, nearest: {} });
  expect(rows.every((entry) => entry.quote === null && 'problem' in entry && entry.problem === 'below-fee')).toBe(true);
  expect(cheapestOf(rows)).toEqual([]);
});
