import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useLang, useMarketId } from '../../app/use-lang';
import { locationContentQuery, locationDetailQuery } from './location-queries';
import type { LocationKind } from './location-types';
import { savedKey, setLocationSaved, useSavedLocations } from './saved-locations';

/** Save or unsave a location on this device; saving also fetches its detail so it opens offline. */
export function SaveLocationButton({ kind, id, title }: { kind: LocationKind; id: number; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const marketId = useMarketId();
  const lang = useLang();
  const saved = savedKey(kind, id) in useSavedLocations();
  const toggle = () => {
    setLocationSaved(kind, id, !saved);
    if (!saved) {
      // Into the persisted query cache (and the worker's API cache), for the next visit without signal.
      // Quietly: offline, the copy from the list stands in (ensureLocation).
      const quiet = { meta: { silent: true, handlesOwnErrors: true } };
      void queryClient.prefetchQuery({ ...locationDetailQuery(kind, String(id), marketId, lang), ...quiet });
      void queryClient.prefetchQuery({ ...locationContentQuery(kind, String(id), marketId, lang), ...quiet });
    }
  };
  return (
    <button type="button" className={`button secondary save-location${saved ? ' saved' : ''}`} aria-pressed={saved} aria-label={t('finder.saved.label', { title })} onClick={toggle}>
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? t('finder.saved.saved') : t('finder.saved.save')}
    </button>
  );
}
