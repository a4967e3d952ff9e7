// The web app manifest of a host: in its market's default language (the market record's, Spanish when
// that cannot be read), with English for any text the language lacks.
import { QueryClient } from '@tanstack/react-query';
import { localesQuery } from '../../i18n/i18n';
import { realLocaleOf } from '../../i18n/start-locale';
import { marketFromHost } from '../../markets/market-from-host';
import { marketQuery } from '../../markets/market-record';
import { translator, webManifest } from '../../offline/web-manifest';

export async function webManifestFile(url: URL): Promise<{ type: string; body: string }> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  try {
    const lang = await queryClient.fetchQuery(marketQuery(marketFromHost(url.host))).then(
      (market) => realLocaleOf(market.DefaultLocale),
      () => 'es' as const,
    );
    const [own, english] = await Promise.all([
      queryClient.fetchQuery(localesQuery(lang)),
      lang === 'en' ? undefined : queryClient.fetchQuery(localesQuery('en')).catch(() => undefined),
    ]);
    return { type: 'application/manifest+json', body: JSON.stringify(webManifest(lang, translator(own, english))) };
  } finally {
    queryClient.clear();
  }
}
