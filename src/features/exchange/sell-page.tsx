import { useParams } from '@tanstack/react-router';
import { ExchangePage } from './exchange-page';

export function SellPage() {
  const { token } = useParams({ from: '/sell/{-$token}' });
  return <ExchangePage action="sell" token={token} />;
}
