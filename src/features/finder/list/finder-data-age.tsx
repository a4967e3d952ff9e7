import { useTranslation } from '../../../i18n/use-translation';
import { dateTimeFormat } from '../../../i18n/intl-formats';
import { useOnline } from '../../../offline/use-online';
import { useDisplayTimeZone } from '../../../state/render-clock';

interface Props {
  /** When the list on screen was fetched (ms). */
  updatedAt: number;
  refreshing: boolean;
  refreshFailed: boolean;
  onRefresh: () => void;
}

/** "Data from 14:32" with a refresh; offline it says the list is the one saved on the device. */
export function FinderDataAge({ updatedAt, refreshing, refreshFailed, onRefresh }: Props) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const timeZone = useDisplayTimeZone();
  if (!updatedAt) return null;
  const time = dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(updatedAt);
  if (!online) return <p className="finder-data-age offline">{t('finder.data.offline', { time })}</p>;
  return (
    <div className="finder-data-age">
      <p>{t(refreshFailed ? 'finder.data.refreshFailed' : 'finder.data.from', { time })}</p>
      <button
        type="button"
        className="button secondary"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing}
        aria-label={refreshing ? undefined : t('finder.data.refreshLabel')}
      >
        {refreshing ? t('finder.data.refreshing') : t('finder.data.refresh')}
      </button>
    </div>
  );
}
