import { ISLAND_ATTRIBUTES } from '../../contracts/islands';
import { requestIslandWake } from '../../lib/island-wake';
import { useStoreValue } from '../../lib/use-store-value';
import { defineIsland } from '../../ui/islands';
import { MarketChart } from '../../ui/charts/market-chart';
import { chosenPair, type CoinPair } from './chosen-pair';

/** The buy page's chart: the pair the page starts with, then whichever the calculator shows. */
function PairChart(start: CoinPair) {
  const { coin, fiat } = useStoreValue(chosenPair, (state) => state.pair) ?? start;
  return <MarketChart coin={coin} fiat={fiat} />;
}

export const island = defineIsland('pair-chart', PairChart);

/** The pair the server drew the chart for, from its island's props (null where no chart is on the page). */
function drawnPair(): CoinPair | null {
  const props = document.querySelector(`[${ISLAND_ATTRIBUTES.name}="${island.name}"]`)?.getAttribute(ISLAND_ATTRIBUTES.props);
  return props ? (JSON.parse(props) as CoinPair) : null;
}

// Untouched, the chart sleeps on the server's drawing; once the calculator shows another pair, that
// drawing is wrong, so the chart wakes to follow it (its 'pair-changed', src/contracts/islands.ts).
if (typeof document !== 'undefined') {
  const stop = chosenPair.subscribe(() => {
    const chosen = chosenPair.get().pair;
    const drawn = drawnPair();
    if (!chosen || !drawn || (chosen.coin === drawn.coin && chosen.fiat === drawn.fiat)) return;
    stop();
    requestIslandWake('pair-changed');
  });
}
