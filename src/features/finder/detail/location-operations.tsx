import { useTranslation } from '../../../i18n/use-translation';
import { formatFiat } from '../../../i18n/format-money';
import { numberFormat } from '../../../i18n/intl-formats';
import type { GatewayLocation, LocationFee } from '../data/location-types';

/** Limits, the ID threshold, this location's own fees, how to pay and the shop it is inside. */
export function LocationOperations({ record }: { record: GatewayLocation }) {
  const { t } = useTranslation();
  const { limits, fees, payments, locatedInside } = record;
  if (!limits && !fees && !payments && !locatedInside) return null;
  const currency = limits?.currency ?? 'EUR';
  const fee = (value: LocationFee) =>
    // en-US digits like the amounts beside it (SPEC 9): "6.5 % + 1.00 €".
    t('finder.operations.feeValue', {
      percentage: numberFormat('en-US', { maximumFractionDigits: 2 }).format(value.percentage),
      fixed: formatFiat(value.fixedAmount, currency),
    });
  const paymentKey = payments?.card ? (payments.cash === false ? 'cardOnly' : 'cashAndCard') : 'cashOnly';
  return (
    <section aria-labelledby="location-operations">
      <h2 id="location-operations">{t('finder.operations.title')}</h2>
      <dl className="supports-list operations-list">
        {locatedInside && (
          <>
            <dt>{t('finder.operations.locatedInside')}</dt>
            <dd>{locatedInside}</dd>
          </>
        )}
        {payments && (
          <>
            <dt>{t('finder.operations.payments')}</dt>
            <dd>{t(`finder.operations.${paymentKey}`)}</dd>
          </>
        )}
        {limits && (
          <>
            <dt>{t('finder.operations.perOperation')}</dt>
            <dd>{formatFiat(limits.perOperation, currency)}</dd>
            <dt>{t('finder.operations.perDay')}</dt>
            <dd>{formatFiat(limits.perDay, currency)}</dd>
            <dt>{t('finder.operations.idAbove')}</dt>
            <dd>{formatFiat(limits.idRequiredAbove, currency)}</dd>
          </>
        )}
        {fees && (
          <>
            <dt>{t('finder.operations.feeBuy')}</dt>
            <dd>{fee(fees.buy)}</dd>
            {record.supports?.sell !== false && (
              <>
                <dt>{t('finder.operations.feeSell')}</dt>
                <dd>{fee(fees.sell)}</dd>
              </>
            )}
          </>
        )}
      </dl>
      {fees && <p className="operations-note">{t('finder.operations.feeNote')}</p>}
    </section>
  );
}
