import { useTranslation } from '../../../i18n/use-translation';
import { NEAR_ME_RADIUS_KM, type NearMeState } from './use-near-me';

/** What "near me" is doing: a refused permission or a failure gets a clear message. */
export function NearMeNotice({ state, onClear }: { state: NearMeState; onClear: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'error') {
    return (
      <p className="finder-notice finder-notice-error" role="alert">
        {t(`finder.nearMe.${state.reason}`)}
      </p>
    );
  }
  if (state.status !== 'ready') return null;
  return (
    <div className="finder-notice" role="status">
      <p>
        {t('finder.nearMe.active', { km: NEAR_ME_RADIUS_KM })}
        {state.source === 'local' && <> {t('finder.nearMe.local')}</>}
      </p>
      <button type="button" className="button secondary" onClick={onClear}>
        {t('finder.nearMe.clear')}
      </button>
    </div>
  );
}
