import { createStore } from '../../lib/create-store';
import { resolveToken, type AssetAttributes } from '../../content/assets-query';

export interface CoinPair {
  coin: string;
  fiat: string;
}

/**
 * The coin and fiat the page's calculator shows: the buy page's chart follows them. Each is an island of
 * its own on a first document, so they meet here rather than through a parent. Null until a calculator
 * has rendered in the browser (the server and hydration use the page's starting pair).
 */
export const chosenPair = createStore<{ pair: CoinPair | null }>({ pair: null }, { pair: null });

/** The fiat a calculator starts in: the visitor's default when the market has it. */
export const startingFiat = (fiatIsos: string[], defaultFiat: string) =>
  fiatIsos.includes(defaultFiat) ? defaultFiat : (fiatIsos[0] ?? defaultFiat);

/**
 * The pair a buy or sell page starts with: its address's coin, in the visitor's default fiat. The server
 * reads this pair's rate (and the buy page's chart) for its HTML, and the calculator starts on it.
 */
export const startingPair = (token: string | undefined, assets: AssetAttributes[], fiatIsos: string[], defaultFiat: string): CoinPair => ({
  coin: resolveToken(token, assets).symbol,
  fiat: startingFiat(fiatIsos, defaultFiat),
});
