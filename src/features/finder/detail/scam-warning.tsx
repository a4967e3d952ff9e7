import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';

/** The help article the warning links to (demo-api/data/help/locations-verification.ts). */
export const SCAM_HELP_SLUG = 'common-scams';

/** A short warning on ATM pages: the scams that use ATMs, with the help article about them. */
export function ScamWarning() {
  const { t } = useTranslation();
  return (
    <aside className="scam-warning" aria-labelledby="scam-warning-title">
      <h2 id="scam-warning-title">{t('finder.scam.title')}</h2>
      <p>{t('finder.scam.text')}</p>
      <p>
        <Link to="/help-page/$slug" params={{ slug: SCAM_HELP_SLUG }}>{t('finder.scam.link')}</Link>
      </p>
    </aside>
  );
}
