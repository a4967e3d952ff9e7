import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { contentQuery } from '../content/content-queries';
import { SmartLink } from '../ui/smart-link';
import type { MarketId } from '../markets/market-table';
import type { Lang } from '../i18n/route-table';
import { useLang, useMarketId } from '../state/use-lang';
import { useRenderTime } from '../state/render-clock';
import { SITE_FOOTER_ID } from '../contracts/page-state';

interface FooterContent {
  Columns?: Array<{ Title?: string; Links?: Array<{ Label?: string; Url?: string }> }>;
  Legal?: string;
  [key: string]: unknown;
}

/** The root route loads it with every page, so the server HTML holds its columns and legal links. */
export const footerQuery = (marketId: MarketId, lang: Lang) => ({
  ...contentQuery<FooterContent>('footer', marketId, lang),
  meta: { silent: true, routeHandlesErrors: true },
});

/**
 * The footer from the `footer` content; the shell still renders while it loads or if it fails.
 * `children` join the link columns; `bottom` sits centred under the legal line.
 */
export function SiteFooter({ children, bottom }: { children?: React.ReactNode; bottom?: React.ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  // In UTC on the server and in the browser alike, so hydration writes the same year.
  const year = new Date(useRenderTime()).getUTCFullYear();
  const { data } = useQuery(footerQuery(useMarketId(), lang));
  return (
    <footer className="site-footer" id={SITE_FOOTER_ID}>
      <div className="footer-inner">
        {data?.Columns?.map((column, index) => (
          <nav key={column.Title ?? index} aria-label={column.Title} className="footer-column">
            {column.Title && <h2>{column.Title}</h2>}
            <ul>
              {column.Links?.filter((link) => link.Url && link.Label).map((link) => (
                <li key={link.Url}>
                  <SmartLink href={link.Url!} lang={lang}>
                    {link.Label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {children}
      </div>
      <div className="footer-bottom">
        <p className="footer-legal">
          {data?.Legal ?? `© ${year} ${t('common.brand')}`} {t('common.footer.rights')}
        </p>
        {bottom}
      </div>
    </footer>
  );
}
