import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentQuery } from '../api/content-queries';
import { useLang, useMarketId } from './use-lang';

/** The regulator's (CNMV) crypto risk warning, from the `cnmv` content. Absent until it loads. */
export function CnmvBanner() {
  const { t } = useTranslation();
  const { data } = useQuery({ ...contentQuery<{ Message?: string }>('cnmv', useMarketId(), useLang()), meta: { silent: true, routeHandlesErrors: true } });
  if (!data?.Message) return null;
  return (
    <aside className="cnmv-banner" aria-label={t('common.riskWarning')}>
      <p>{data.Message}</p>
    </aside>
  );
}
