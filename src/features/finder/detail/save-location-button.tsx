import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { appStore } from '../../../state/app-store';
import { locationContentQuery, locationDetailQuery } from '../data/location-queries';
import type { LocationKind } from '../data/location-types';
import { savedKey, setLocationSaved, useSavedLocations } from '../data/saved-locations';

interface Props {
  kind: LocationKind;
  id: number;
  title: string;
}

/** Save or unsave a location on this device; saving also fetches its detail so it opens offline. */
export function SaveLocationButton(props: Props) {
  const saved = savedKey(props.kind, props.id) in useSavedLocations();
  return <SaveLocationToggle {...props} saved={saved} />;
}

/**
 * The button itself, for a list that already knows which rows are saved: thirty rows each listening to
 * the saved list (and the market and language, read here only on a click) were thirty-odd subscriptions
 * made while the page is taken over.
 */
export function SaveLocationToggle({ kind, id, title, saved }: Props & { saved: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = () => {
    setLocationSaved(kind, id, !saved);
    if (!saved) {
      // Into the persisted query cache (and the worker's API cache), for the next visit without signal.
      // Quietly: offline, the copy from the list stands in (ensureLocation).
      const { marketId, realLocale: lang } = appStore.get();
      const quiet = { meta: { silent: true, handlesOwnErrors: true } };
      void queryClient.prefetchQuery({ ...locationDetailQuery(kind, String(id), marketId, lang), ...quiet });
      void queryClient.prefetchQuery({ ...locationContentQuery(kind, String(id), marketId, lang), ...quiet });
    }
  };
  return (
    <button
      type="button"
      className={`button secondary save-location${saved ? ' saved' : ''}`}
      aria-pressed={saved}
      aria-label={t('finder.saved.label', { title })}
      onClick={toggle}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? t('finder.saved.saved') : t('finder.saved.save')}
    </button>
  );
}
