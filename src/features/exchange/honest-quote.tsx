import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatFiat, formatRate } from '../../i18n/format-money';
import { formatNumber } from '../../i18n/format-number';
import { dateTimeFormat } from '../../i18n/intl-formats';
import { useOnline } from '../../offline/use-online';
import { useNow } from '../../ui/use-now';
import { useDisplayTimeZone } from '../../state/render-clock';
import type { ExchangeAction } from './fees';
import { quoteSecondsLeft, spreadCost, spreadOf } from './quote-terms';
import type { RateState } from './rate-query';

interface Props {
  action: ExchangeAction;
  rate: RateState;
  coin: string;
  fiat: string;
  /** Coins of the priced amount, to show what the spread costs on it. */
  coins: number | null;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The countdown of the quote's hold: a timer role, so screen readers are not told every second. */
function QuoteCountdown({ readAt }: { readAt: number }) {
  const { t } = useTranslation();
  // The first render uses the render clock (useNow), so server HTML and hydration agree.
  const left = quoteSecondsLeft(readAt, useNow(1000));
  if (left === 0) return <p className="quote-hold">{t('exchange.quote.refreshing')}</p>;
  return (
    <p className="quote-hold">
      {t('exchange.quote.holds')}{' '}
      <span role="timer" aria-live="off" data-testid="quote-countdown" data-seconds={left}>
        <span aria-hidden="true">{clock(left)}</span>
        <span className="visually-hidden">{t('exchange.quote.seconds', { count: left })}</span>
      </span>
    </p>
  );
}

/** The reference price and its source, the spread on its own line, and how long the quote holds. */
export const HonestQuote = memo(function HonestQuote({ action, rate, coin, fiat, coins }: Props) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const timeZone = useDisplayTimeZone();
  if (rate.rate === null || rate.reference === null || rate.readAt === null) return null;
  const spread = spreadOf(rate.reference, rate.rate);
  const source = rate.source
    ? t(`exchange.quote.sources.${rate.source}`, { defaultValue: rate.source })
    : t('exchange.quote.sources.unknown');
  const time = dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone }).format(rate.readAt);
  const direction = !spread || spread.percent === 0 ? 'none' : spread.percent > 0 ? 'above' : 'below';
  return (
    <section className="honest-quote" aria-labelledby="honest-quote-title">
      <h3 id="honest-quote-title" className="honest-quote-title">
        {t('exchange.quote.title')}
      </h3>
      <dl className="quote-lines">
        <div className="quote-line">
          <dt>{t('exchange.quote.reference')}</dt>
          <dd data-testid="quote-reference" data-value={rate.reference}>
            1 {coin} = {formatRate(rate.reference, fiat)}
            <span className="quote-source">{t('exchange.quote.source', { source })}</span>
          </dd>
        </div>
        <div className="quote-line">
          <dt>{t(`exchange.quote.spread.${action}`)}</dt>
          <dd data-testid="quote-spread" data-value={spread?.percent}>
            {spread &&
              t(`exchange.quote.spreadValue.${direction}`, {
                percent: formatNumber(Math.abs(spread.percent), 2),
                perCoin: formatRate(Math.abs(spread.perCoin), fiat),
                coin,
              })}
            {spread && coins !== null && direction !== 'none' && (
              <span className="quote-source">
                {t('exchange.quote.spreadCost', { amount: formatFiat(spreadCost(spread, coins), fiat) })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {online ? (
        <QuoteCountdown key={rate.readAt} readAt={rate.readAt} />
      ) : (
        <p className="quote-hold quote-offline" data-testid="quote-offline">
          {t('exchange.quote.offline', { time })}
        </p>
      )}
    </section>
  );
});
