// The map code (leaflet, react-leaflet, supercluster) loads only when a map is shown, so the list
// pages' first load never includes it. Offline without the chunk, the list still has everything.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { WhenNearViewport } from '../../../lib/when-near-viewport';
import { ClientOnly } from '../../../lib/client-only';
import { OnDemand } from '../../../ui/on-demand';

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

// A location's page shows its map below the details on phones: it loads when scrolled near, so a
// visitor on a weak signal who only wants the address and hours never pays for the map's code. In light
// mode it waits for the visitor's "show map" instead.
export function LazyLocationMap(props: ComponentProps<typeof import('./location-map').default>) {
  const { t } = useTranslation();
  return (
    <OnDemand className="location-map finder-map-loading" label={t('finder.map.show')}>
      <WhenNearViewport placeholderClassName="location-map finder-map-loading">
        <LocationMap {...props} />
      </WhenNearViewport>
    </OnDemand>
  );
}
