import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { usePageMeta } from '../seo/page-meta';

/** The Error404 page: every unmatched path, unknown id or slug lands here. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ MetaTitle: t('errors.pageTitle'), MetaDescription: t('errors.pageIntro') }, { noindex: true });
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('errors.pageTitle')}</h1>
      <p>{t('errors.pageIntro')}</p>
      <Link to="/home" className="button">
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
