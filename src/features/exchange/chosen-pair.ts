import { createStore } from '../../lib/create-store';

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
