import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useMarketId } from '../../state/use-lang';
import { homeAtmsQuery } from './home-queries';

/** A few of the market's ATMs, one per city where possible, with the way to the full list. */
export function AtmTeaser() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(homeAtmsQuery(useMarketId()));
  const shown = data ?? [];
  return (
    <section className="content-section" aria-labelledby="home-atms-title" aria-busy={isPending}>
      <h2 id="home-atms-title">{t('pages.home.atmsTitle')}</h2>
      {isPending && <div className="skeleton skeleton-line" aria-hidden="true" />}
      {!isPending && shown.length === 0 && <p className="empty-state">{t('pages.home.noAtms')}</p>}
      <ul className="card-grid balanced-grid">
        {shown.map((atm) => (
          <li key={atm.id} className="card">
            <h3>
              <Link to="/atm/$id" params={{ id: String(atm.id) }}>
                {atm.location?.title ?? t('pages.home.atm')}
              </Link>
            </h3>
            <p>
              {[atm.location?.address, [atm.location?.postalCode, atm.location?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            </p>
          </li>
        ))}
      </ul>
      <p className="cta-row">
        <Link to="/bitcoin-atms/{-$zipCode}" params={{ zipCode: undefined }} className="button secondary">
          {t('pages.home.allAtms')}
        </Link>
        <Link to="/stores/{-$zipCode}" params={{ zipCode: undefined }} className="button secondary">
          {t('pages.home.allStores')}
        </Link>
      </p>
    </section>
  );
}
