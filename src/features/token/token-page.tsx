import { useState } from 'react';
import type { PageContent } from '../../content/content-queries';
import { useAppState } from '../../state/app-store';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { PageIntro } from '../../ui/page-intro';
import { MarketChart } from '../../ui/charts/market-chart';
import { DEFAULT_COIN } from '../../content/assets-query';
import { TokenPriceList, type TokenListContent } from './token-price-list';
import { Whitepaper, type WhitepaperContent } from './whitepaper';
import { useLang } from '../../state/use-lang';
import './token.css';

export function TokenPage() {
  const content = useContent<PageContent & { TokenList?: TokenListContent; Whitepaper?: WhitepaperContent }>('token-page');
  const lang = useLang();
  usePageMeta(content.SEO, { fallbackTitle: content.Title });
  const fiat = useAppState((s) => s.defaultFiat);
  const [coin, setCoin] = useState(DEFAULT_COIN);
  return (
    <div className="page">
      <PageIntro title={content.Title ?? ''} intro={content.Intro} />
      <TokenPriceList content={content.TokenList} fiat={fiat} selected={coin} onShowChart={setCoin} />
      <MarketChart key={coin} coin={coin} fiat={fiat} initialRange="1w" />
      <Whitepaper content={content.Whitepaper} lang={lang} />
    </div>
  );
}
