import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';

/** A page whose data failed to load keeps the shell and offers a retry; it never goes blank. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <div className="page">
      <h1>{t('errors.loadFailed')}</h1>
      <button
        type="button"
        className="button"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('errors.retry')}
      </button>
    </div>
  );
}
