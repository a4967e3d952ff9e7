import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../i18n/format-number';
import { formatCoins, formatFiat, formatRate } from '../../i18n/format-money';
import type { ExchangeAction, Fee, Quote } from './fees';

interface Props {
  action: ExchangeAction;
  quote: Quote | null;
  fee: Fee;
  rate: number | null;
  fiat: string;
  coin: string;
  coinDigits: number;
}

/** The rate, the fee (percentage and fixed part) and the total on lines of their own, never folded into the rate. */
export const FeeBreakdown = memo(function FeeBreakdown({ action, quote, fee, rate, fiat, coin, coinDigits }: Props) {
  const { t } = useTranslation();
  const dash = '—';
  const row = (key: string, label: string, text: string, value?: number) => (
    <div className={`breakdown-row breakdown-${key}`}>
      <dt>{label}</dt>
      <dd data-testid={`breakdown-${key}`} data-value={value}>
        {text}
      </dd>
    </div>
  );
  return (
    <dl className="fee-breakdown" aria-live="polite">
      {row('rate', t('exchange.breakdown.rate'), rate === null ? dash : `1 ${coin} = ${formatRate(rate, fiat)}`, rate ?? undefined)}
      {row('exchanged', t(`exchange.breakdown.exchanged.${action}`), quote ? formatFiat(quote.exchanged, fiat) : dash, quote?.exchanged)}
      {row(
        'percent',
        t('exchange.breakdown.percentFee', { percentage: formatNumber(fee.percentage, 1) }),
        quote ? formatFiat(quote.percentFee, fiat) : dash,
        quote?.percentFee,
      )}
      {row('fixed', t('exchange.breakdown.fixedFee'), formatFiat(fee.fixedAmount, fiat), fee.fixedAmount)}
      {row('fee', t('exchange.breakdown.totalFee'), quote ? formatFiat(quote.totalFee, fiat) : dash, quote?.totalFee)}
      {row('total', t(`exchange.breakdown.total.${action}`), quote ? formatFiat(quote.fiat, fiat) : dash, quote?.fiat)}
      {row('coins', t(`exchange.breakdown.coins.${action}`), quote ? formatCoins(quote.coins, coin, coinDigits) : dash, quote?.coins)}
    </dl>
  );
});
