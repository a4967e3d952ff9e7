// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assets } from './data/assets';
import { currentQuote, history, RANGES, type RangeKey } from './history';

const NOW = Date.UTC(2026, 10, 21, 12, 34, 56);
const btc = assets[0]!;

describe('history', () => {
  it.each(Object.entries(RANGES))('%s has the right count, spacing and ascending unique times', (range, { points, step }) => {
    const h = history('price', btc, 'EUR', range as RangeKey, NOW);
    expect(h).toHaveLength(points);
    for (let i = 1; i < h.length; i++) expect(h[i]!.time - h[i - 1]!.time).toBe(step);
    expect(h.at(-1)!.time % step).toBe(0);
    expect(h.at(-1)!.time).toBeLessThanOrEqual(NOW / 1000);
  });

  it('ends every range on the current price and is deterministic', () => {
    const quote = currentQuote(btc, 'USD', NOW);
    for (const range of Object.keys(RANGES) as RangeKey[]) expect(history('price', btc, 'USD', range, NOW).at(-1)!.value).toBe(quote.price);
    expect(history('price', btc, 'USD', '1w', NOW)).toEqual(history('price', btc, 'USD', '1w', NOW));
  });

  it('keeps prices positive and plausible, and converts between fiats', () => {
    for (const asset of assets) {
      const all = history('price', asset, 'EUR', 'all', NOW).map((p) => p.value);
      expect(Math.min(...all)).toBeGreaterThan(0);
      expect(currentQuote(asset, 'EUR', NOW).price).toBeGreaterThan(asset.basePriceEur * 0.5);
    }
    const eur = currentQuote(btc, 'EUR', NOW).price;
    expect(currentQuote(btc, 'USD', NOW).price / eur).toBeCloseTo(1.08, 3);
    expect(currentQuote(btc, 'PYG', NOW).price / eur).toBeCloseTo(1.08 * 8000, 0);
  });

  it('derives change24h from the history', () => {
    const q = currentQuote(btc, 'EUR', NOW);
    const day = history('price', btc, 'EUR', '1d', NOW);
    const dayAgo = day[0]!.value;
    expect(Math.abs(q.change24h - ((q.price - dayAgo) / dayAgo) * 100)).toBeLessThan(1);
  });
});
