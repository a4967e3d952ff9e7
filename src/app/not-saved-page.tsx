import { useTranslation } from '../i18n/use-translation';
import type { RouteName } from '../i18n/route-table';
import { usePageMeta } from '../seo/page-meta';
import { PageLink } from '../ui/page-link';
import { useLoadWhenReachable } from './use-load-when-reachable';

/** What works without a connection after one visit (the warm-up, docs/offline.md): the finder, help, prices. */
const AVAILABLE_OFFLINE: ReadonlyArray<{ to: RouteName; label: string }> = [
  { to: 'atmList', label: 'offline.notSaved.atms' },
  { to: 'storeList', label: 'offline.notSaved.stores' },
  { to: 'helpCenter', label: 'offline.notSaved.help' },
  { to: 'buy', label: 'offline.notSaved.prices' },
];

/**
 * A page whose data could not be read for the network. Its address stays; it says the page is not saved
 * on this device, offers what is, and loads itself once the connection answers.
 */
export function NotSavedPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { trying, tryNow } = useLoadWhenReachable(error);
  usePageMeta({ MetaTitle: t('offline.notSaved.title') }, { noindex: true });
  return (
    <div className="page not-saved">
      <h1>{t('offline.notSaved.title')}</h1>
      <p className="lead">{t('offline.notSaved.intro')}</p>
      <div className="not-saved-retry">
        <button type="button" className="button" onClick={tryNow}>
          {t('errors.retry')}
        </button>
        <p className="not-saved-status" role="status" aria-live="polite">
          {trying ? t('offline.notSaved.trying') : ''}
        </p>
      </div>
      <h2>{t('offline.notSaved.available')}</h2>
      <ul className="not-saved-links">
        {AVAILABLE_OFFLINE.map(({ to, label }) => (
          <li key={to}>
            <PageLink to={to}>{t(label)}</PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
