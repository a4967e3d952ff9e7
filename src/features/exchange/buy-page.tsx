import { useParams } from '@tanstack/react-router';
import { useAppState } from '../../state/app-store';
import { Island } from '../../ui/islands';
import { useAssets } from '../../content/assets-query';
import { startingPair } from './chosen-pair';
import { ExchangePageFrame } from './exchange-page-frame';
import { ScamWarning } from '../../ui/scam-warning';
import { island as pairChart } from './pair-chart-island';

export function BuyPage() {
  const { token } = useParams({ from: '/buy/{-$token}' });
  const assets = useAssets();
  const fiatIsos = useAppState((s) => s.fiats).map((fiat) => fiat.ISO);
  const defaultFiat = useAppState((s) => s.defaultFiat);
  const start = startingPair(token, assets, fiatIsos, defaultFiat);
  return (
    <ExchangePageFrame action="buy" token={token}>
      <ScamWarning messages="exchange.scam" />
      {/* The server's HTML draws the starting pair's day (an SVG) and says it in words. The island wakes when
          the visitor reaches for the chart (a touch, a hover, a range), when the calculator shows another
          pair, or at once where the server could not read the day. */}
      <Island key={`${start.coin}-${start.fiat}`} of={pairChart} props={start} />
    </ExchangePageFrame>
  );
}
