import { useContent } from '../../app/use-content';
import { usePageMeta } from '../../app/page-meta';
import { PageIntro } from '../../ui/page-intro';

export function FranchisePage() {
  const content = useContent('franchise');
  usePageMeta(content.SEO, { fallbackTitle: content.Title });
  return (
    <div className="page">
      <PageIntro title={content.Title ?? ''} intro={content.Intro} />
    </div>
  );
}
