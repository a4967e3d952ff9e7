import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import './scam-warning.css';

/** The help article the warning links to (help pages have the same slug in both languages). */
const SCAM_HELP_SLUG = 'common-scams';

/**
 * A short warning against the scams of the page's subject (`messages`: where its title, text and link
 * text are, as each page names the scams that touch it), with the help article about them.
 */
export function ScamWarning({ messages }: { messages: 'finder.scam' | 'exchange.scam' }) {
  const { t } = useTranslation();
  return (
    <aside className="scam-warning" aria-labelledby="scam-warning-title">
      <h2 id="scam-warning-title">{t(`${messages}.title`)}</h2>
      <p>{t(`${messages}.text`)}</p>
      <p>
        <Link to="/help-page/$slug" params={{ slug: SCAM_HELP_SLUG }}>
          {t(`${messages}.link`)}
        </Link>
      </p>
    </aside>
  );
}
