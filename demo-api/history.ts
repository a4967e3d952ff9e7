/**
 * Simulated market data. A coin's EUR price at time t is its base price shaped by a long-term trend
 * (by age relative to now) and a sum of seeded sines plus value noise (by absolute time), so every
 * range agrees with every other and the same instant always yields the same value.
 */
import { assets, PYG_PER_USD, USD_PER_EUR, type AssetSeed } from './data/assets';
import { hashString, hashUnit } from './prng';

export const FIAT_ISOS = ['EUR', 'USD', 'PYG'] as const;
export type FiatIso = (typeof FIAT_ISOS)[number];

export const RANGES = {
  '1h': { points: 60, step: 60 },
  '1d': { points: 288, step: 300 },
  '1w': { points: 168, step: 3_600 },
  '1m': { points: 180, step: 14_400 },
  '1y': { points: 365, step: 86_400 },
  all: { points: 2_920, step: 86_400 },
} as const;
export type RangeKey = keyof typeof RANGES;

const YEAR = 365 * 86_400;
const WAVES: [period: number, weight: number][] = [
  [YEAR, 6],
  [90 * 86_400, 3],
  [21 * 86_400, 2],
  [4 * 86_400, 1],
  [86_400, 0.6],
  [4 * 3_600, 0.35],
  [1_800, 0.15],
  [420, 0.08],
];
const NOISE: [scale: number, weight: number][] = [
  [3_600, 0.3],
  [300, 0.12],
  [60, 0.05],
];

function valueNoise(seed: number, t: number, scale: number): number {
  const x = t / scale;
  const i = Math.floor(x);
  const f = x - i;
  const s = f * f * (3 - 2 * f);
  return (hashUnit(seed, i) * (1 - s) + hashUnit(seed, i + 1) * s) * 2 - 1;
}

function wiggle(asset: AssetSeed, t: number): number {
  const seed = hashString(asset.symbol);
  let sum = 0;
  WAVES.forEach(([period, weight], k) => {
    sum += weight * Math.sin((2 * Math.PI * t) / period + hashUnit(seed, k) * 2 * Math.PI);
  });
  for (const [scale, weight] of NOISE) sum += weight * valueNoise(seed + scale, t, scale);
  return sum;
}

const fiatFactor = (fiat: FiatIso) => (fiat === 'EUR' ? 1 : fiat === 'USD' ? USD_PER_EUR : USD_PER_EUR * PYG_PER_USD);

export function roundPrice(value: number, fiat: FiatIso): number {
  const decimals = fiat === 'PYG' ? (value >= 100 ? 0 : 2) : value >= 1 ? 2 : 6;
  return Number(value.toFixed(decimals));
}

/** Unrounded price of `asset` in `fiat` at unix second t, with the trend measured from `nowSec`. */
function priceAt(asset: AssetSeed, fiat: FiatIso, t: number, nowSec: number): number {
  const ageYears = Math.max(0, nowSec - t) / YEAR;
  return asset.basePriceEur * fiatFactor(fiat) * Math.exp(-asset.growth * ageYears + asset.volatility * wiggle(asset, t));
}

function marketCapAt(asset: AssetSeed, fiat: FiatIso, t: number, nowSec: number): number {
  const ageYears = Math.max(0, nowSec - t) / YEAR;
  const supplyGrowth = asset.growth === 0 ? 0.55 : 0.03;
  return priceAt(asset, fiat, t, nowSec) * asset.circulatingSupply * Math.exp(-supplyGrowth * ageYears);
}

/** The current price is sampled on the minute, so it is stable within a minute and equals the last 1h point. */
export const nowMinute = (nowMs: number) => Math.floor(nowMs / 60_000) * 60;

/** `level` scales every price (a test's "the market moved", see routes/prices.ts); 1 is the simulation as is. */
export function currentQuote(asset: AssetSeed, fiat: FiatIso, nowMs: number, level = 1) {
  const t = nowMinute(nowMs);
  const price = priceAt(asset, fiat, t, t) * level;
  const dayAgo = priceAt(asset, fiat, t - 86_400, t) * level;
  return { price: roundPrice(price, fiat), change24h: Number((((price - dayAgo) / dayAgo) * 100).toFixed(2)), timestamp: t };
}

export function history(kind: 'price' | 'market-cap', asset: AssetSeed, fiat: FiatIso, range: RangeKey, nowMs: number, level = 1) {
  const { points, step } = RANGES[range];
  const ref = nowMinute(nowMs);
  const anchor = Math.floor(ref / step) * step;
  const out: { time: number; value: number }[] = [];
  for (let i = points - 1; i >= 0; i--) {
    const time = anchor - i * step;
    // The last point carries the current (minute) value so charts end on the quoted price.
    const t = i === 0 ? ref : time;
    const value =
      kind === 'price' ? roundPrice(priceAt(asset, fiat, t, ref) * level, fiat) : Math.round(marketCapAt(asset, fiat, t, ref) * level);
    out.push({ time, value });
  }
  return out;
}

export const findAsset = (symbol: string) => assets.find((a) => a.symbol === symbol.toUpperCase());
