import { useParams } from '@tanstack/react-router';
import { LocationDetail } from './location-detail';

export function StoreDetailPage() {
  const { id } = useParams({ from: '/store/$id' });
  return <LocationDetail kind="store" id={id} />;
}
