import { useParams } from '@tanstack/react-router';
import { LocationFinder } from './location-finder';

export function AtmListPage() {
  const { zipCode } = useParams({ from: '/bitcoin-atms/{-$zipCode}' });
  return <LocationFinder kind="atm" zipCode={zipCode} />;
}
