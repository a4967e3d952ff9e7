import { divIcon } from 'leaflet';

/** Markers are plain styled elements, so no image assets and no broken default-icon URLs. */
export const pointIcon = (active: boolean) =>
  divIcon({ className: `finder-marker${active ? ' finder-marker-active' : ''}`, iconSize: active ? [26, 26] : [18, 18] });

export const clusterIcon = (count: number) => {
  const size = count < 10 ? 32 : count < 100 ? 40 : 48;
  return divIcon({ className: 'finder-cluster', html: `<span>${count}</span>`, iconSize: [size, size] });
};

export const originIcon = divIcon({ className: 'finder-origin', iconSize: [18, 18] });
