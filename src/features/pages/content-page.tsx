import type { RichTextSource } from '../../ui/rich-text';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { entryQuery } from '../../content/content-queries';
import type { Seo } from '../../api/strapi';
import { usePageMeta } from '../../seo/page-meta';
import { useLang, useMarketId } from '../../state/use-lang';
import { PageIntro } from '../../ui/page-intro';
import { RichText } from '../../ui/rich-text';
import { richTextToPlainText } from './rich-text-plain';
import '../../ui/content-sections.css';

interface ContentPageRecord {
  Slug?: string;
  Title?: string;
  Intro?: string;
  Body?: RichTextSource;
  SEO?: Seo;
}

export function ContentPage() {
  const lang = useLang();
  const { slug } = useParams({ from: '/pages/$slug' });
  const { data } = useSuspenseQuery(entryQuery<ContentPageRecord>('pages', slug, useMarketId(), lang));
  const page = data.attributes;
  usePageMeta(page.SEO, { fallbackTitle: page.Title, fallbackDescription: page.Intro ?? richTextToPlainText(page.Body) });
  return (
    <article className="page">
      <PageIntro title={page.Title ?? ''} intro={page.Intro} />
      <RichText source={page.Body} lang={lang} />
    </article>
  );
}
