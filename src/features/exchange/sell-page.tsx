import { useParams } from '@tanstack/react-router';
import { useContent } from '../../content/use-content';
import { Island, Static } from '../../ui/islands';
import { useCoinPageMeta } from './coin-page-meta';
import { PageIntro } from '../../ui/page-intro';
import { ExchangeCalculator } from './exchange-calculator';

export function SellPage() {
  const content = useContent('sell');
  useCoinPageMeta('sell', content.SEO, content.Title);
  const { token } = useParams({ from: '/sell/{-$token}' });
  return (
    <div className="page">
      <Static>
        <PageIntro title={content.Title ?? ''} intro={content.Intro} />
      </Static>
      {/* Its rate is read in the browser (a quote holds for minutes, a cached page for longer): it wakes at idle. */}
      <Island wake="idle">
        <ExchangeCalculator key={token ?? ''} action="sell" token={token} />
      </Island>
    </div>
  );
}
