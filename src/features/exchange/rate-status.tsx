import { useTranslation } from '../../i18n/use-translation';
import type { RateState } from './rate-query';
import { dateTimeFormat } from '../../i18n/intl-formats';
import { useDisplayTimeZone } from '../../state/render-clock';

const timeOf = (ms: number, lang: string, timeZone: string | undefined) =>
  dateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', timeZone }).format(ms);

/** "As of 14:32", a stale note when the rate is old or its refresh failed, or why nothing is priced. */
export function RateStatus({ rate }: { rate: RateState }) {
  const { t, i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  if (rate.loading)
    return (
      <p className="rate-status" role="status">
        {t('exchange.rate.loading')}
      </p>
    );
  if (rate.readAt === null) {
    return (
      <p className="rate-status rate-missing" role="alert">
        {t('exchange.rate.unavailable')}
      </p>
    );
  }
  return (
    <p className={`rate-status${rate.stale ? ' rate-stale' : ''}`} role="status" data-testid="rate-status">
      {t('exchange.rate.asOf', { time: timeOf(rate.readAt, i18n.language, timeZone) })}
      {rate.stale && <> {t('exchange.rate.stale')}</>}
    </p>
  );
}
