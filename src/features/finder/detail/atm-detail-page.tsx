import { useParams } from '@tanstack/react-router';
import { LocationDetail } from './location-detail';

export function AtmDetailPage() {
  const { id } = useParams({ from: '/atm/$id' });
  return <LocationDetail kind="atm" id={id} />;
}
