// Marker clustering with supercluster: a static k-d tree per zoom, built once per result set, so
// panning and zooming over 10,000 locations only queries the tree.
import Supercluster from 'supercluster';
import type { FinderLocation } from '../data/location-types';

interface PointProps {
  id: number;
}

export type ClusterIndex = Supercluster<PointProps, Record<string, never>>;

export const MAX_CLUSTER_ZOOM = 16;

export function buildClusterIndex(locations: FinderLocation[]): ClusterIndex {
  const index: ClusterIndex = new Supercluster({ radius: 60, maxZoom: MAX_CLUSTER_ZOOM, minPoints: 3 });
  index.load(
    locations.flatMap((location) =>
      location.position
        ? [
            {
              type: 'Feature' as const,
              properties: { id: location.id },
              geometry: { type: 'Point' as const, coordinates: [location.position.longitude, location.position.latitude] },
            },
          ]
        : [],
    ),
  );
  return index;
}

/** [west, south, east, north], as supercluster expects. */
export type BBox = [number, number, number, number];

export const clustersIn = (index: ClusterIndex, bbox: BBox, zoom: number) => index.getClusters(bbox, Math.round(zoom));
