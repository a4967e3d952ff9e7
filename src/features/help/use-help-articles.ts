import { useQuery } from '@tanstack/react-query';
import { useLang, useMarketId } from '../../state/use-lang';
import { richTextSourceText } from '../../ui/blocks-to-html';
import type { HelpArticle } from './help-search';
import { helpPagesQuery } from './help-queries';

/** The loaded help pages as searchable articles; records without slug or title are left out. */
export function useHelpArticles() {
  const query = useQuery(helpPagesQuery(useMarketId(), useLang()));
  const articles: HelpArticle[] = (query.data ?? [])
    .map(({ attributes }) => ({
      slug: attributes.Slug ?? '',
      title: attributes.Title ?? '',
      topic: attributes.Topic,
      body: richTextSourceText(attributes.Body),
    }))
    .filter((article) => article.slug && article.title);
  return { ...query, articles };
}
