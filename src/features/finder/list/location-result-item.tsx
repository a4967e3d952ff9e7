import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLang } from '../../../state/use-lang';
import type { RankedLocation } from '../search/location-search';
import { locationOpenState } from '../hours/opening-hours';
import { OpenStatus } from '../hours/open-status';
import { SaveLocationToggle } from '../detail/save-location-button';
import { numberFormat } from '../../../i18n/intl-formats';
import { PageLink } from '../../../ui/page-link';

export const resultElementId = (id: number) => `finder-result-${id}`;

const formatKm = (km: number, lang: string) => numberFormat(lang, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);

interface Props {
  item: RankedLocation;
  now: Date;
  saved: boolean;
  active: boolean;
  onActivate: (id: number | null) => void;
}

/** Memoised: the list re-renders when the screen class arrives after hydration (and on other list
 * changes), and a row whose own props did not change is left as it is. */
export const LocationResultItem = memo(function LocationResultItem({
  item: { location, distance },
  now,
  saved,
  active,
  onActivate,
}: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const params = { id: String(location.id) };
  const place = [location.postalCode, location.city].filter(Boolean).join(' ');
  return (
    <li
      id={resultElementId(location.id)}
      className={`finder-result${active ? ' active' : ''}${saved ? ' saved' : ''}`}
      onMouseEnter={() => onActivate(location.id)}
      onMouseLeave={() => onActivate(null)}
      onFocus={() => onActivate(location.id)}
    >
      <h2 className="finder-result-title">
        <PageLink to={location.kind === 'atm' ? 'atmDetail' : 'storeDetail'} params={params}>
          {location.title}
        </PageLink>
      </h2>
      <p className="finder-result-address">{[location.address, place].filter(Boolean).join(', ')}</p>
      <div className="finder-result-meta">
        {distance !== undefined && <span className="finder-distance">{t('finder.distance', { km: formatKm(distance, lang) })}</span>}
        <OpenStatus state={locationOpenState(location, now)} />
        {location.status?.operational === 'out-of-service' && <span className="service-badge out">{t('finder.service.outOfService')}</span>}
        <SaveLocationToggle kind={location.kind} id={location.id} title={location.title} saved={saved} />
      </div>
    </li>
  );
});
