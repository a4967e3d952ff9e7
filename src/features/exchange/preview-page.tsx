import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { PageIntro } from '../../ui/page-intro';
import { Island } from '../../ui/islands';
import { island as calculator } from './calculator-island';

/** The exchange preview: the calculator with the buy/sell choice left to the visitor. */
export function PreviewPage() {
  const content = useContent('buy');
  usePageMeta(content.SEO, { fallbackTitle: content.Title });
  return (
    <div className="page">
      <PageIntro title={content.Title ?? ''} intro={content.Intro} />
      <Island of={calculator} props={{}} />
    </div>
  );
}
