// Light mode's one line under the header: what the site leaves out to save data, and a button to load
// everything (for this page at once, for the rest of the visit after). A press made before its code
// arrived is pressed again once awake.
import { useTranslation } from '../../i18n/use-translation';
import { loadEverything, useLightMode } from '../../state/light-mode';
import { defineIsland } from '../../ui/islands';
import './light-mode.css';

function LightModeNote() {
  const { t } = useTranslation();
  if (!useLightMode()) return null;
  return (
    <p className="light-mode-note" data-testid="light-mode-note">
      {t('common.lightMode.note')}{' '}
      <button type="button" className="light-mode-load" onClick={loadEverything}>
        {t('common.lightMode.loadEverything')}
      </button>
    </p>
  );
}

export const island = defineIsland('light-mode', LightModeNote);
