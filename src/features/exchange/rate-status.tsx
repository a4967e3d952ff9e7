import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { RateState } from './rate-query';
import { IN_SENTENCE, LocalTime, SentenceWith } from '../../ui/local-time';

const HOUR_MINUTE: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** "As of 14:32", a stale note when the rate is old or its refresh failed, or why nothing is priced. */
export const RateStatus = memo(function RateStatus({ rate }: { rate: RateState }) {
  const { t, i18n } = useTranslation();
  if (rate.loading)
    return (
      <p className="rate-status" role="status" aria-busy="true">
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
      <SentenceWith
        text={t('exchange.rate.asOf', { time: IN_SENTENCE })}
        element={<LocalTime at={rate.readAt} lang={i18n.language} options={HOUR_MINUTE} />}
      />
      {rate.stale && <> {t('exchange.rate.stale')}</>}
    </p>
  );
});
