import { useParams } from '@tanstack/react-router';
import { LocationFinder } from './location-finder';

export function StoreListPage() {
  const { zipCode } = useParams({ from: '/stores/{-$zipCode}' });
  return <LocationFinder kind="store" zipCode={zipCode} />;
}
