import { useParams } from '@tanstack/react-router';
import { ExchangePageFrame } from './exchange-page-frame';

export function SellPage() {
  const { token } = useParams({ from: '/sell/{-$token}' });
  return <ExchangePageFrame action="sell" token={token} />;
}
