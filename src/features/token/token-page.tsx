import type { PageContent } from '../../content/content-queries';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { PageIntro } from '../../ui/page-intro';
import { Island } from '../../ui/islands';
import { Whitepaper, type WhitepaperContent } from './whitepaper';
import { useLang } from '../../state/use-lang';
import { island as tokenPrices } from './token-prices-island';
import './token.css';

export function TokenPage() {
  const content = useContent<PageContent & { Whitepaper?: WhitepaperContent }>('token-page');
  const lang = useLang();
  usePageMeta(content.SEO, { fallbackTitle: content.Title });
  return (
    <div className="page">
      <PageIntro title={content.Title ?? ''} intro={content.Intro} />
      {/* The server reads the prices and the first coin's week: the island wakes when they are due, or at a touch. */}
      <Island of={tokenPrices} props={{}} />
      <Whitepaper content={content.Whitepaper} lang={lang} />
    </div>
  );
}
