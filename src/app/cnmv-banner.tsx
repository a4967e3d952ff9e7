import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { contentQuery } from '../api/content-queries';
import type { MarketId } from '../markets/market-table';
import type { Lang } from '../routes/route-table';
import { useLang, useMarketId } from './use-lang';

/** Silent: a market without the warning, or a failing call, simply shows no banner. */
export const cnmvQuery = (marketId: MarketId, lang: Lang) => ({
  ...contentQuery<{ Message?: string }>('cnmv', marketId, lang),
  meta: { silent: true, routeHandlesErrors: true },
});

/**
 * The regulator's (CNMV) crypto risk warning, from the `cnmv` content. The root route loads it with
 * the page, so it is there on the first paint instead of pushing the page down later.
 */
export function CnmvBanner() {
  const { t } = useTranslation();
  const { data } = useQuery(cnmvQuery(useMarketId(), useLang()));
  if (!data?.Message) return null;
  return (
    <aside className="cnmv-banner" aria-label={t('common.riskWarning')}>
      <p>{data.Message}</p>
    </aside>
  );
}
