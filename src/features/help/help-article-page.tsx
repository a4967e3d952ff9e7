import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { entryQuery } from '../../content/content-queries';
import { usePageMeta } from '../../seo/page-meta';
import { useLang, useMarketId } from '../../state/use-lang';
import { PageIntro } from '../../ui/page-intro';
import { RichText } from '../../ui/rich-text';
import type { HelpPageRecord } from './help-queries';
import { markdownToPlainText } from './help-search';
import { richTextSourceText } from '../../ui/blocks-to-html';
import { useHelpArticles } from './use-help-articles';
import '../../ui/content-sections.css';
import { breadcrumbJsonLd } from '../../seo/structured-data';
import './help.css';

export function HelpArticlePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { slug } = useParams({ from: '/help-page/$slug' });
  const { data } = useSuspenseQuery(entryQuery<HelpPageRecord>('help-pages', slug, useMarketId(), lang));
  const article = data.attributes;
  usePageMeta(article.SEO, {
    fallbackTitle: article.Title,
    fallbackDescription: markdownToPlainText(richTextSourceText(article.Body)),
    ogType: 'article',
    jsonLd: ({ url, urlOf }) => [
      breadcrumbJsonLd([
        { name: t('common.nav.home'), url: urlOf('home') },
        { name: t('common.nav.help'), url: urlOf('helpCenter') },
        { name: article.Title ?? '', url },
      ]),
    ],
  });
  const related = useHelpArticles().articles.filter((other) => other.topic === article.Topic && other.slug !== slug);
  return (
    <article className="page">
      <nav aria-label={t('help.breadcrumb')} className="breadcrumb">
        <Link to="/help-center">{t('common.nav.help')}</Link>
      </nav>
      <PageIntro title={article.Title ?? ''} />
      <RichText source={article.Body} lang={lang} />
      {related.length > 0 && (
        <aside aria-labelledby="related-title" className="content-section">
          <h2 id="related-title">{t('help.related')}</h2>
          <ul className="bullet-list">
            {related.map((other) => (
              <li key={other.slug}>
                <Link to="/help-page/$slug" params={{ slug: other.slug }}>
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </article>
  );
}
