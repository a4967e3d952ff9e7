import { useTranslation } from '../i18n/use-translation';

/** What a site form shows once sent: the CMS message (or the generic one) and a way to send another. */
export function FormSuccess({ message, onSendAnother }: { message?: string; onSendAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="form-success" role="status">
      <p>{message ?? t('forms.sent')}</p>
      <button type="button" className="button secondary" onClick={onSendAnother}>
        {t('forms.sendAnother')}
      </button>
    </div>
  );
}
