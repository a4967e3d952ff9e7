// The map code (leaflet, react-leaflet, supercluster) loads only when a map is shown, so the list
// pages' first load never includes it. Offline without the chunk, the list still has everything.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

function MapUnavailable() {
  const { t } = useTranslation();
  return <p className="finder-map-unavailable">{t('finder.map.unavailable')}</p>;
}

const FinderMap = lazy(() => import('./finder-map').catch(() => ({ default: MapUnavailable })));
const LocationMap = lazy(() => import('./location-map').catch(() => ({ default: MapUnavailable })));

export function LazyFinderMap(props: ComponentProps<typeof import('./finder-map').default>) {
  return (
    <Suspense fallback={<div className="finder-map finder-map-loading" aria-hidden="true" />}>
      <FinderMap {...props} />
    </Suspense>
  );
}

export function LazyLocationMap(props: ComponentProps<typeof import('./location-map').default>) {
  return (
    <Suspense fallback={<div className="location-map finder-map-loading" aria-hidden="true" />}>
      <LocationMap {...props} />
    </Suspense>
  );
}
