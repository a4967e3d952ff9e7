import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { entryQuery } from '../../api/content-queries';
import type { Seo } from '../../api/strapi';
import { usePageMeta } from '../../app/page-meta';
import { useLang, useMarketId } from '../../app/use-lang';
import { PageIntro } from '../../ui/page-intro';
import { PlainTextBody } from '../../ui/plain-text-body';

interface HelpPage {
  slug: string;
  Title?: string;
  Summary?: string;
  Body?: string;
  SEO?: Seo;
}

export function HelpArticlePage() {
  const { slug } = useParams({ from: '/help-page/$slug' });
  const { data } = useSuspenseQuery(entryQuery<HelpPage>('help-pages', slug, useMarketId(), useLang()));
  const article = data.attributes;
  usePageMeta(article.SEO, { fallbackTitle: article.Title });
  return (
    <article className="page">
      <PageIntro title={article.Title ?? ''} intro={article.Summary} />
      <PlainTextBody text={article.Body} />
    </article>
  );
}
