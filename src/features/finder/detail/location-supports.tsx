import { useTranslation } from '../../../i18n/use-translation';
import type { GatewayLocation } from '../data/location-types';

/** What the location supports: buy, sell and which coins, where the data says so. */
export function LocationSupports({ supports }: { supports: NonNullable<GatewayLocation['supports']> }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean | undefined) => (value ? t('finder.supports.yes') : t('finder.supports.no'));
  return (
    <>
      <h2>{t('finder.supports.title')}</h2>
      <dl className="supports-list">
        {supports.buy !== undefined && (
          <>
            <dt>{t('finder.supports.buy')}</dt>
            <dd>{yesNo(supports.buy)}</dd>
          </>
        )}
        {supports.sell !== undefined && (
          <>
            <dt>{t('finder.supports.sell')}</dt>
            <dd>{yesNo(supports.sell)}</dd>
          </>
        )}
        {supports.coins && supports.coins.length > 0 && (
          <>
            <dt>{t('finder.supports.coins')}</dt>
            <dd>{supports.coins.join(', ')}</dd>
          </>
        )}
      </dl>
    </>
  );
}
