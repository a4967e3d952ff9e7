import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { contentQuery } from '../content/content-queries';
import type { MarketId } from '../markets/market-table';
import type { Lang } from '../i18n/route-table';
import { useLang, useMarketId } from '../state/use-lang';
import { SmartLink } from '../ui/smart-link';

/** Silent: a market without the warning, or a failing call, simply shows no banner. */
export const cnmvQuery = (marketId: MarketId, lang: Lang) => ({
  ...contentQuery<{ Message?: string; Url?: string }>('cnmv', marketId, lang),
  meta: { silent: true, routeHandlesErrors: true },
});

/**
 * The regulator's (CNMV) crypto risk warning, from the `cnmv` content. The root route loads it with
 * the page, so it is there on the first paint instead of pushing the page down later.
 */
export function CnmvBanner() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useQuery(cnmvQuery(useMarketId(), lang));
  if (!data?.Message) return null;
  return (
    <aside className="cnmv-banner" aria-label={t('common.riskWarning')}>
      <p>{data.Url ? <WithLink message={data.Message} words={t('common.riskWarningLink')} href={data.Url} lang={lang} /> : data.Message}</p>
    </aside>
  );
}

/** The regulator's wording ends "…se explican detalladamente en esta ubicación": those words are the link. */
function WithLink({ message, words, href, lang }: { message: string; words: string; href: string; lang: Lang }) {
  const at = message.lastIndexOf(words);
  const link = (
    <SmartLink href={href} lang={lang}>
      {words}
    </SmartLink>
  );
  if (at < 0)
    return (
      <>
        {message} {link}
      </>
    );
  return (
    <>
      {message.slice(0, at)}
      {link}
      {message.slice(at + words.length)}
    </>
  );
}
