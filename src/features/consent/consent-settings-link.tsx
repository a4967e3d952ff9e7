import { useTranslation } from '../../i18n/use-translation';
import { openConsentSettings } from './consent-store';

/** The footer's way back to the cookie choice. */
export function ConsentSettingsLink() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="consent-settings-link"
      onClick={() => {
        openConsentSettings();
        window.scrollTo({ top: 0 });
      }}
    >
      {t('consent.settings')}
    </button>
  );
}
