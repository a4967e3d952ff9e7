// A small map on the detail page: the one location, not interactive beyond panning and the zoom buttons.
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker } from 'react-leaflet';
import { pointIcon } from './map-icons';
import { MapTiles } from './map-tiles';
import './finder-map.css';

const icon = pointIcon(true);

export default function LocationMap({ latitude, longitude, title }: { latitude: number; longitude: number; title: string }) {
  return (
    <MapContainer className="location-map" center={[latitude, longitude]} zoom={16} scrollWheelZoom={false} keyboard={false}>
      <MapTiles />
      <Marker position={[latitude, longitude]} icon={icon} keyboard={false} title={title} />
    </MapContainer>
  );
}
