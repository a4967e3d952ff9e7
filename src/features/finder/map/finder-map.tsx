// The finder's map: clustered markers for the current results, in sync with the list. Markers are
// not tab stops (everything they offer is in the list), so the map never holds keyboard focus.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from '../data/geo';
import type { FinderLocation } from '../data/location-types';
import { clusterIcon, originIcon, pointIcon } from './map-icons';
import { buildClusterIndex, clustersIn, MAX_CLUSTER_ZOOM, type BBox } from './map-clusters';
import { MapTiles } from './map-tiles';
import './finder-map.css';

export interface FinderMapProps {
  locations: FinderLocation[];
  activeId: number | null;
  origin?: LatLng;
  label: string;
  originLabel: string;
  onSelect: (id: number) => void;
}

const WORLD_CENTER: [number, number] = [20, -30];
const idleIcon = pointIcon(false);
const activeIcon = pointIcon(true);

function viewOf(map: LeafletMap): { bbox: BBox; zoom: number } {
  const b = map.getBounds();
  return {
    bbox: [Math.max(-180, b.getWest()), Math.max(-90, b.getSouth()), Math.min(180, b.getEast()), Math.min(90, b.getNorth())],
    zoom: map.getZoom(),
  };
}

function ClusterLayer({ locations, activeId, onSelect }: Pick<FinderMapProps, 'locations' | 'activeId' | 'onSelect'>) {
  const map = useMap();
  const index = useMemo(() => buildClusterIndex(locations), [locations]);
  const byId = useMemo(() => new Map(locations.map((location) => [location.id, location])), [locations]);
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const features = useMemo(() => clustersIn(index, view.bbox, view.zoom), [index, view]);
  const active = activeId === null ? undefined : byId.get(activeId);

  useEffect(() => {
    if (active?.position && !map.getBounds().contains([active.position.latitude, active.position.longitude])) {
      map.panTo([active.position.latitude, active.position.longitude]);
    }
  }, [active, map]);

  return (
    <>
      {features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          const zoomTo = Math.min(index.getClusterExpansionZoom(props.cluster_id), MAX_CLUSTER_ZOOM + 1);
          return (
            <Marker
              key={`c${props.cluster_id}`}
              position={[lat, lng]}
              icon={clusterIcon(props.point_count)}
              keyboard={false}
              eventHandlers={{ click: () => map.setView([lat, lng], zoomTo) }}
            />
          );
        }
        const id = (props as { id: number }).id;
        return (
          <Marker
            key={`p${id}`}
            position={[lat, lng]}
            icon={idleIcon}
            keyboard={false}
            title={byId.get(id)?.title}
            eventHandlers={{ click: () => onSelect(id) }}
          />
        );
      })}
      {active?.position && (
        <Marker
          position={[active.position.latitude, active.position.longitude]}
          icon={activeIcon}
          keyboard={false}
          zIndexOffset={1000}
          title={active.title}
        />
      )}
    </>
  );
}

/** Fits the view to the results (the nearest ones around the visitor when their position is known). */
function FitResults({ locations, origin }: Pick<FinderMapProps, 'locations' | 'origin'>) {
  const map = useMap();
  useEffect(() => {
    const points = locations
      .slice(0, origin ? 10 : 500)
      .flatMap((l) => (l.position ? [[l.position.latitude, l.position.longitude] as [number, number]] : []));
    if (origin) points.push([origin.latitude, origin.longitude]);
    if (points.length === 0) return;
    map.fitBounds(latLngBounds(points), { padding: [24, 24], maxZoom: 15, animate: false });
  }, [locations, origin, map]);
  return null;
}

function ContainerLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

export default function FinderMap({ locations, activeId, origin, label, originLabel, onSelect }: FinderMapProps) {
  return (
    <MapContainer className="finder-map" center={WORLD_CENTER} zoom={2} scrollWheelZoom={false} worldCopyJump={false}>
      <ContainerLabel label={label} />
      <MapTiles />
      {/* The cluster layer listens for moves before the first fit moves the map. */}
      <ClusterLayer locations={locations} activeId={activeId} onSelect={onSelect} />
      <FitResults locations={locations} origin={origin} />
      {origin && <Marker position={[origin.latitude, origin.longitude]} icon={originIcon} keyboard={false} title={originLabel} />}
    </MapContainer>
  );
}
