import { TileLayer } from 'react-leaflet';

const TILE_URL: string = import.meta.env.VITE_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** OpenStreetMap tiles (or the configured tile server) with their attribution. */
export function MapTiles() {
  return <TileLayer url={TILE_URL} attribution={ATTRIBUTION} maxZoom={19} />;
}
