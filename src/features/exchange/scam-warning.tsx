import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

/** The help article the warning links to (help pages have the same slug in both languages). */
export const SCAM_ARTICLE_SLUG = 'common-scams';

/** A short warning against the scams that send people to buy crypto for someone else. */
export function ScamWarning() {
  const { t } = useTranslation();
  return (
    <aside className="scam-warning" aria-labelledby="scam-warning-title" data-testid="scam-warning">
      <h2 id="scam-warning-title">{t('exchange.scam.title')}</h2>
      <p>{t('exchange.scam.text')}</p>
      <Link to="/help-page/$slug" params={{ slug: SCAM_ARTICLE_SLUG }}>
        {t('exchange.scam.link')}
      </Link>
    </aside>
  );
}
