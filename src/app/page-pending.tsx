import { useTranslation } from '../i18n/use-translation';

/** Shown while a page's data loads: a skeleton in the shape of a title and two paragraphs. */
export function PagePending() {
  const { t } = useTranslation();
  return (
    <div className="page page-pending" role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loadingPage')}</span>
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line short" />
    </div>
  );
}
