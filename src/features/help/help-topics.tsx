import { useTranslation } from '../../i18n/use-translation';
import { PageLink } from '../../ui/page-link';
import { FeatureIcon } from '../../ui/feature-icon';
import type { HelpArticle } from './help-search';
import type { HelpCenterContent } from './help-queries';

/** Each topic with its articles; articles whose topic the content does not list go under 'More'. */
export function HelpTopics({ topics, articles }: { topics: HelpCenterContent['Topics']; articles: HelpArticle[] }) {
  const { t } = useTranslation();
  const listed = (topics ?? []).filter((topic) => topic.slug && topic.title);
  const known = new Set(listed.map((topic) => topic.slug));
  const others = articles.filter((article) => !known.has(article.topic));
  const groups = [
    ...listed.map((topic) => ({ ...topic, articles: articles.filter((article) => article.topic === topic.slug) })),
    ...(others.length ? [{ slug: 'more', title: t('help.moreTopics'), description: undefined, icon: undefined, articles: others }] : []),
  ];
  return (
    <section aria-labelledby="help-topics-title" className="content-section">
      <h2 id="help-topics-title">{t('help.topicsTitle')}</h2>
      <ul className="card-grid balanced-grid help-topics">
        {groups.map((topic) => (
          <li key={topic.slug} className="card help-topic" id={`topic-${topic.slug}`}>
            <FeatureIcon name={topic.icon} />
            <h3>{topic.title}</h3>
            {topic.description && <p className="help-topic-description">{topic.description}</p>}
            {topic.articles.length > 0 ? (
              <ul className="help-topic-articles">
                {topic.articles.map((article) => (
                  <li key={article.slug}>
                    <PageLink to="helpPage" params={{ slug: article.slug }}>
                      {article.title}
                    </PageLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty-state">{t('help.noArticles')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
