import { useState } from 'react';
import type { PageContent } from '../../api/content-queries';
import { useAppState } from '../../app/app-store';
import { useContent } from '../../app/use-content';
import { usePageMeta } from '../../app/page-meta';
import { PageIntro } from '../../ui/page-intro';
import { MarketChart } from '../charts/market-chart';
import { DEFAULT_COIN } from '../exchange/assets-query';
import { TokenPriceList, type TokenListContent } from './token-price-list';
import { Whitepaper, type WhitepaperContent } from './whitepaper';
import { useLang } from '../../app/use-lang';
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
