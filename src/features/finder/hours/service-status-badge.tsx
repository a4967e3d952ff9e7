import { useTranslation } from '../../../i18n/use-translation';
import { dateTimeFormat } from '../../../i18n/intl-formats';
import { useOnline } from '../../../offline/use-online';
import { useHydrated } from '../../../lib/client-only';
import { useDisplayTimeZone } from '../../../state/render-clock';
import type { LocationStatus } from '../data/location-types';
import { serviceStatusView } from './service-status';

/** "In service · Last seen online 3 minutes ago"; offline, as of the saved copy's time. */
export function ServiceStatusBadge({ status, now, fetchedAt }: { status: LocationStatus | undefined; now: number; fetchedAt: number }) {
  const { t, i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const online = useOnline();
  // Until the browser has taken over, "ago" is measured from the data's own fetch time, which the server
  // and the hydrating browser share; a page hydrating a moment after a minute turned would otherwise differ.
  const hydrated = useHydrated();
  const view = serviceStatusView(status, { now: hydrated || !fetchedAt ? now : fetchedAt, online, fetchedAt });
  if (!view) return <p className="service-status unknown">{t('finder.service.unknown')}</p>;
  const ago = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(-view.lastSeen.value, view.lastSeen.unit);
  return (
    <p className="service-status">
      <span className={`service-badge ${view.inService ? 'in' : 'out'}`}>
        {t(view.inService ? 'finder.service.inService' : 'finder.service.outOfService')}
      </span>
      <span> {t('finder.service.lastSeen', { ago })}</span>
      {view.asOf !== undefined && (
        <span className="service-as-of">
          {' '}
          {t('finder.service.asOf', {
            time: dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(view.asOf),
          })}
        </span>
      )}
    </p>
  );
}
