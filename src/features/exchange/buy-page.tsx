import { useParams } from '@tanstack/react-router';
import { useAppState } from '../../state/app-store';
import { Island } from '../../ui/islands';
import { resolveToken, useAssets } from '../../content/assets-query';
import { startingFiat } from './exchange-calculator';
import { ExchangePageFrame } from './exchange-page-frame';
import { ScamWarning } from '../../ui/scam-warning';
import { island as pairChart } from './pair-chart-island';

export function BuyPage() {
  const { token } = useParams({ from: '/buy/{-$token}' });
  const assets = useAssets();
  const fiatIsos = useAppState((s) => s.fiats).map((fiat) => fiat.ISO);
  const defaultFiat = useAppState((s) => s.defaultFiat);
  const start = { coin: resolveToken(token, assets).symbol, fiat: startingFiat(fiatIsos, defaultFiat) };
  return (
    <ExchangePageFrame action="buy" token={token}>
      <ScamWarning messages="exchange.scam" />
      {/* Histories are read in the browser: the chart's summary shows them still coming, so its island wakes
          at once to read them (and draws the chart when near); it follows the calculator's pair. */}
      <Island key={`${start.coin}-${start.fiat}`} of={pairChart} props={start} wake="visible" />
    </ExchangePageFrame>
  );
}
