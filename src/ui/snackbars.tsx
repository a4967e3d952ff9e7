import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { dismissSnackbar, useAppState, type Snackbar } from '../state/app-store';

const SNACKBAR_MS = 7000;

function SnackbarItem({ snackbar }: { snackbar: Snackbar }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => dismissSnackbar(snackbar.id), SNACKBAR_MS);
    return () => window.clearTimeout(timer);
  }, [snackbar.id]);
  return (
    <li className={`snackbar snackbar-${snackbar.severity}`} role={snackbar.severity === 'error' ? 'alert' : 'status'}>
      <span>{snackbar.message}</span>
      <button type="button" className="snackbar-close" aria-label={t('common.dismiss')} onClick={() => dismissSnackbar(snackbar.id)}>
        ✕
      </button>
    </li>
  );
}

/** The snackbar queue (SPEC 3: severity, message), newest last, each dismissable. */
export function Snackbars() {
  const { t } = useTranslation();
  const snackbars = useAppState((s) => s.snackbars);
  return (
    <ul className="snackbars" aria-label={t('common.notifications')}>
      {snackbars.map((snackbar) => (
        <SnackbarItem key={snackbar.id} snackbar={snackbar} />
      ))}
    </ul>
  );
}
