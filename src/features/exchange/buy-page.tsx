import { useCallback, useState } from 'react';
import { useParams } from '@tanstack/react-router';
import { useContent } from '../../app/use-content';
import { usePageMeta } from '../../app/page-meta';
import { PageIntro } from '../../ui/page-intro';
import { MarketChart } from '../charts/market-chart';
import { ExchangeCalculator } from './exchange-calculator';
import { ScamWarning } from './scam-warning';

export function BuyPage() {
  const content = useContent('buy');
  usePageMeta(content.SEO, { fallbackTitle: content.Title });
  const { token } = useParams({ from: '/buy/{-$token}' });
  const [pair, setPair] = useState<{ coin: string; fiat: string } | null>(null);
  const onPairChange = useCallback((coin: string, fiat: string) => setPair({ coin, fiat }), []);
  return (
    <div className="page">
      <PageIntro title={content.Title ?? ''} intro={content.Intro} />
      <ExchangeCalculator key={token ?? ''} action="buy" token={token} onPairChange={onPairChange} />
      <ScamWarning />
      {pair && <MarketChart coin={pair.coin} fiat={pair.fiat} />}
    </div>
  );
}
