import { useCallback, useState } from 'react';
import { useParams } from '@tanstack/react-router';
import { useContent } from '../../app/use-content';
import { useAppState } from '../../app/app-store';
import { Island, Static } from '../../app/islands';
import { useCoinPageMeta } from './coin-page-meta';
import { PageIntro } from '../../ui/page-intro';
import { MarketChart } from '../charts/market-chart';
import { resolveToken, useAssets } from './assets-query';
import { ExchangeCalculator, startingFiat } from './exchange-calculator';
import { ScamWarning } from '../../ui/scam-warning';

export function BuyPage() {
  const content = useContent('buy');
  useCoinPageMeta('buy', content.SEO, content.Title);
  const { token } = useParams({ from: '/buy/{-$token}' });
  const assets = useAssets();
  const fiatIsos = useAppState((s) => s.fiats).map((fiat) => fiat.ISO);
  const defaultFiat = useAppState((s) => s.defaultFiat);
  // The chart follows the calculator's pair once the calculator is awake; until then, the pair it starts with.
  const [pair, setPair] = useState<{ coin: string; fiat: string } | null>(null);
  const onPairChange = useCallback((coin: string, fiat: string) => setPair({ coin, fiat }), []);
  const shown = pair ?? { coin: resolveToken(token, assets).symbol, fiat: startingFiat(fiatIsos, defaultFiat) };
  return (
    <div className="page">
      <Static>
        <PageIntro title={content.Title ?? ''} intro={content.Intro} />
      </Static>
      {/* Its rate is read in the browser (a quote holds for minutes, a cached page for longer): it wakes at idle. */}
      <Island wake="idle">
        <ExchangeCalculator key={token ?? ''} action="buy" token={token} onPairChange={onPairChange} />
      </Island>
      <Static>
        <ScamWarning messages="exchange.scam" />
      </Static>
      <Island wake="idle">
        <MarketChart coin={shown.coin} fiat={shown.fiat} />
      </Island>
    </div>
  );
}
