import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { entryQuery } from '../../api/content-queries';
import type { Seo } from '../../api/strapi';
import { usePageMeta } from '../../app/page-meta';
import { useLang, useMarketId } from '../../app/use-lang';
import { PageIntro } from '../../ui/page-intro';
import { PlainTextBody } from '../../ui/plain-text-body';

interface ContentPageRecord {
  slug: string;
  Title?: string;
  Intro?: string;
  Body?: string;
  SEO?: Seo;
}

export function ContentPage() {
  const { slug } = useParams({ from: '/pages/$slug' });
  const { data } = useSuspenseQuery(entryQuery<ContentPageRecord>('pages', slug, useMarketId(), useLang()));
  const page = data.attributes;
  usePageMeta(page.SEO, { fallbackTitle: page.Title });
  return (
    <article className="page">
      <PageIntro title={page.Title ?? ''} intro={page.Intro} />
      <PlainTextBody text={page.Body} />
    </article>
  );
}
