import { useStoreValue } from '../../lib/create-store';
import { defineIsland } from '../../ui/islands';
import { MarketChart } from '../../ui/charts/market-chart';
import { chosenPair, type CoinPair } from './chosen-pair';

/** The buy page's chart: the pair the page starts with, then whichever the calculator shows. */
function PairChart(start: CoinPair) {
  const { coin, fiat } = useStoreValue(chosenPair, (state) => state.pair) ?? start;
  return <MarketChart coin={coin} fiat={fiat} />;
}

export const island = defineIsland('pair-chart', PairChart);
