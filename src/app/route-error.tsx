import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isUnreachable } from '../api/unreachable';
import { useTranslation } from '../i18n/use-translation';
import { NotSavedPage } from './not-saved-page';

/**
 * A page whose data failed to load keeps the shell and never goes blank: for the network, the page says
 * it is not saved here and loads itself later; otherwise it offers a retry.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (isUnreachable(error)) return <NotSavedPage error={error} />;
  return <LoadFailed reset={reset} />;
}

function LoadFailed({ reset }: Pick<ErrorComponentProps, 'reset'>) {
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
