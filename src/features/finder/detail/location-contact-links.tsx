import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useMarketId } from '../../../state/use-lang';
import { marketQuery } from '../../../markets/market-record';
import { useHydrated } from '../../../lib/client-only';
import { directionsUrl, mapsPlatform, otherMapsHrefs } from './directions';
import { ShareLocationButton } from './share-location-button';

interface Props {
  title: string;
  position?: { latitude: number; longitude: number };
  phone?: string;
}

/** Directions (the visitor's maps app, no key), sharing, phone and the market's chat accounts. */
export function LocationContactLinks({ title, position, phone }: Props) {
  const { t } = useTranslation();
  const marketId = useMarketId();
  const { data: market } = useQuery({ ...marketQuery(marketId), meta: { silent: true, handlesOwnErrors: true, routeHandlesErrors: true } });
  const whatsapp = market?.Whatsapp?.replace(/\D/g, '');
  const telephone = phone?.replace(/[^\d+]/g, '');
  // The server writes the Google link and the others beside it: the entry puts the device's own in place
  // (pointDirectionsToMapsApp), and the island, once awake, writes the same.
  const platform = useHydrated() ? mapsPlatform(navigator.userAgent) : 'other';
  return (
    <ul className="location-actions">
      {position && (
        <li>
          <a
            className="button"
            href={directionsUrl(platform, position.latitude, position.longitude, title)}
            target={platform === 'android' ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={t('finder.detail.directionsLabel', { title })}
            {...otherMapsHrefs(position.latitude, position.longitude, title)}
          >
            {t('finder.detail.directions')}
          </a>
        </li>
      )}
      <li className="share-item">
        <ShareLocationButton title={title} />
      </li>
      {telephone && (
        <li>
          <a className="button secondary" href={`tel:${telephone}`}>
            {t('finder.detail.call', { phone })}
          </a>
        </li>
      )}
      {whatsapp && (
        <li>
          <a
            className="button secondary"
            href={`https://wa.me/${whatsapp}?text=${encodeURIComponent(title)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('finder.detail.whatsapp')}
          </a>
        </li>
      )}
      {market?.Telegram && (
        <li>
          <a
            className="button secondary"
            href={`https://t.me/${encodeURIComponent(market.Telegram)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('finder.detail.telegram')}
          </a>
        </li>
      )}
    </ul>
  );
}
