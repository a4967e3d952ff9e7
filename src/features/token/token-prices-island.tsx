// The token page's prices and the chart of the coin the visitor picks from them: one island, since the
// list chooses what the chart shows.
import { useState } from 'react';
import type { PageContent } from '../../content/content-queries';
import { DEFAULT_COIN } from '../../content/assets-query';
import { useContent } from '../../content/use-content';
import { useAppState } from '../../state/app-store';
import { MarketChart } from '../../ui/charts/market-chart';
import { defineIsland } from '../../ui/islands';
import { TokenPriceList, type TokenListContent } from './token-price-list';
import { TOKEN_CHART_RANGE } from './prices-query';

function TokenPrices() {
  const content = useContent<PageContent & { TokenList?: TokenListContent }>('token-page');
  const fiat = useAppState((s) => s.defaultFiat);
  const [coin, setCoin] = useState(DEFAULT_COIN);
  return (
    <>
      <TokenPriceList content={content.TokenList} fiat={fiat} selected={coin} onShowChart={setCoin} />
      <MarketChart key={coin} coin={coin} fiat={fiat} initialRange={TOKEN_CHART_RANGE} />
    </>
  );
}

export const island = defineIsland('token-prices', TokenPrices);
