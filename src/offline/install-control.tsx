import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { installPrompt } from './install-prompt';

/**
 * "Install the app": shown only while the browser offers to install the site (install-prompt.ts). The
 * server cannot know, so it renders nothing; the places that show it keep their layout either way.
 */
export function InstallControl({ inMenu }: { inMenu: boolean }) {
  const { t } = useTranslation();
  const available = useSyncExternalStore(installPrompt.subscribe, installPrompt.available, () => false);
  if (!available) return null;
  const install = () =>
    void installPrompt.prompt().catch((error: unknown) => console.warn('The browser did not open its install prompt', error));
  return (
    <button type="button" className={inMenu ? 'install-control' : 'button secondary install-control'} onClick={install}>
      {t('pwa.install')}
    </button>
  );
}
