import { useParams } from '@tanstack/react-router';
import { usePageMeta } from '../../seo/page-meta';
import type { SeoSource } from '../../api/cms-seo';
import { useTranslation } from '../../i18n/use-translation';
import { useAssets } from '../../content/assets-query';

/**
 * Buy and sell pages share one CMS entry; each coin's page (/comprar/eth) names its coin in its title
 * and description, so a search result or a shared link says which coin it is about.
 */
export function useCoinPageMeta(action: 'buy' | 'sell', seo: SeoSource | undefined, fallbackTitle: string | undefined) {
  const { t } = useTranslation();
  const { token } = useParams({ strict: false }) as { token?: string };
  const coin = useAssets().find((asset) => asset.Token === token || asset.Symbol.toLowerCase() === token);
  const names = coin && { name: coin.Name, symbol: coin.Symbol };
  usePageMeta(seo, {
    fallbackTitle,
    title: names && t(`exchange.meta.${action}Title`, names),
    description: names && t(`exchange.meta.${action}Description`, names),
  });
}
