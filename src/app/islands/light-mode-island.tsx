// Light mode's one line under the header: what the site leaves out to save data, and a button to load
// everything (for this page at once, for the rest of the visit after). A press made before its code
// arrived is pressed again once awake. Once everything is asked for, it also puts the pictures light mode
// left out of the server's HTML in place (ui/deferred-art.tsx), and wakes the islands that draw what it
// left out (the finder's map, the buy page's chart), which otherwise sleep until reached for.
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { loadEverything, useLightMode } from '../../state/light-mode';
import { defineIsland } from '../../ui/islands';
import { showDeferredArt } from '../../ui/deferred-art';
import { requestIslandWake } from '../../lib/island-wake';
import './light-mode.css';

function LightModeNote() {
  const { t } = useTranslation();
  const light = useLightMode();
  useEffect(() => {
    if (light) return;
    showDeferredArt();
    requestIslandWake('everything-asked');
  }, [light]);
  if (!light) return null;
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
