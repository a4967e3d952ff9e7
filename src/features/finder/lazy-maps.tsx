// The map code (leaflet, react-leaflet, supercluster) loads only when a map is shown, so the list
// pages' first load never includes it. Offline without the chunk, the list still has everything.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../../ui/client-only';

function MapUnavailable() {
  const { t } = useTranslation();
  return <p className="finder-map-unavailable">{t('finder.map.unavailable')}</p>;
}

const FinderMap = lazy(() => import('./finder-map').catch(() => ({ default: MapUnavailable })));
const LocationMap = lazy(() => import('./location-map').catch(() => ({ default: MapUnavailable })));

// Leaflet needs a browser: the server (and the hydrating client) draw the placeholder.
export function LazyFinderMap(props: ComponentProps<typeof import('./finder-map').default>) {
  const placeholder = <div className="finder-map finder-map-loading" aria-hidden="true" />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <FinderMap {...props} />
      </Suspense>
    </ClientOnly>
  );
}

export function LazyLocationMap(props: ComponentProps<typeof import('./location-map').default>) {
  const placeholder = <div className="location-map finder-map-loading" aria-hidden="true" />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <LocationMap {...props} />
      </Suspense>
    </ClientOnly>
  );
}
