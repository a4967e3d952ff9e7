import { useTranslation } from '../../../i18n/use-translation';
import { useLang } from '../../../state/use-lang';
import type { Weekday } from '../data/location-types';
import type { OpenState } from './opening-hours';
import { weekdayName } from './weekdays';

/** "Open · Closes at 20:00" or "Closed · Opens Monday at 09:00", on the location's own clock. */
export function OpenStatus({ state }: { state: OpenState }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (state.status === 'unknown') return <span className="open-status unknown">{t('finder.status.unknown')}</span>;
  const open = state.status === 'open';
  let detail = '';
  // Mid-sentence, Spanish weekday names are lower case ("abre el lunes").
  const day = (key: Weekday) => (lang === 'es' ? weekdayName(key, lang).toLocaleLowerCase('es') : weekdayName(key, lang));
  if (state.status === 'open') {
    if (state.allDay) detail = t('finder.status.open24');
    else if (state.closesAt.day === state.today) detail = t('finder.status.closesAt', { time: state.closesAt.time });
    else detail = t('finder.status.closesOn', { day: day(state.closesAt.day), time: state.closesAt.time });
  } else if (state.opensAt) {
    detail =
      state.opensAt.day === state.today
        ? t('finder.status.opensToday', { time: state.opensAt.time })
        : t('finder.status.opensAt', { day: day(state.opensAt.day), time: state.opensAt.time });
  }
  return (
    <span className={`open-status ${open ? 'open' : 'closed'}`}>
      <strong>{open ? t('finder.status.open') : t('finder.status.closed')}</strong>
      {detail && <span className="open-status-detail"> · {detail}</span>}
    </span>
  );
}
