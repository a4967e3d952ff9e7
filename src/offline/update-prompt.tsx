import { useTranslation } from '../i18n/use-translation';
import { useStoreValue } from '../lib/use-store-value';
import { applyUpdate, updateStore } from './register-sw';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useStoreValue(updateStore, (s) => s.waiting);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('common.update.available')}</span>
      <button type="button" className="button" onClick={applyUpdate}>
        {t('common.update.reload')}
      </button>
      <button type="button" className="button secondary" onClick={() => updateStore.set({ waiting: false })}>
        {t('common.update.later')}
      </button>
    </div>
  );
}
