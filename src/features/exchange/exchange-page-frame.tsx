import type { ReactNode } from 'react';
import { useContent } from '../../content/use-content';
import { Island } from '../../ui/islands';
import { PageIntro } from '../../ui/page-intro';
import { useCoinPageMeta } from './coin-page-meta';
import { island as calculator } from './calculator-island';

interface ExchangePageFrameProps {
  action: 'buy' | 'sell';
  /** The coin in the address, if any. */
  token: string | undefined;
  /** What the page shows after its calculator. */
  children?: ReactNode;
}

/** The frame of the buy and sell pages (not a route module of its own, hence not named *-page.tsx): the CMS intro and the calculator fixed on the page's action, then the page's own parts. */
export function ExchangePageFrame({ action, token, children }: ExchangePageFrameProps) {
  const content = useContent(action);
  useCoinPageMeta(action, content.SEO, content.Title);
  return (
    <div className="page">
      <PageIntro title={content.Title ?? ''} intro={content.Intro} />
      {/* The server's HTML holds its starting rate: it wakes when used, or when that rate is due again. */}
      <Island key={token ?? ''} of={calculator} props={{ action, token }} />
      {children}
    </div>
  );
}
