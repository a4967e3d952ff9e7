import { useCallback, useState } from 'react';
import { useParams } from '@tanstack/react-router';
import { useAppState } from '../../state/app-store';
import { Island, Static } from '../../ui/islands';
import { MarketChart } from '../../ui/charts/market-chart';
import { resolveToken, useAssets } from '../../content/assets-query';
import { startingFiat } from './exchange-calculator';
import { ExchangePageFrame } from './exchange-page-frame';
import { ScamWarning } from '../../ui/scam-warning';

export function BuyPage() {
  const { token } = useParams({ from: '/buy/{-$token}' });
  const assets = useAssets();
  const fiatIsos = useAppState((s) => s.fiats).map((fiat) => fiat.ISO);
  const defaultFiat = useAppState((s) => s.defaultFiat);
  // The chart follows the calculator's pair once the calculator is awake; until then, the pair it starts with.
  const [pair, setPair] = useState<{ coin: string; fiat: string } | null>(null);
  const onPairChange = useCallback((coin: string, fiat: string) => setPair({ coin, fiat }), []);
  const shown = pair ?? { coin: resolveToken(token, assets).symbol, fiat: startingFiat(fiatIsos, defaultFiat) };
  return (
    <ExchangePageFrame action="buy" token={token} onPairChange={onPairChange}>
      <Static>
        <ScamWarning messages="exchange.scam" />
      </Static>
      <Island wake="idle">
        <MarketChart coin={shown.coin} fiat={shown.fiat} />
      </Island>
    </ExchangePageFrame>
  );
}
