import { useTranslation } from '../../i18n/use-translation';
import { PageLink } from '../../ui/page-link';
import type { HelpHit } from './help-search';
import { HighlightedText } from './highlighted-text';

export function HelpSearchResults({ hits, query }: { hits: HelpHit[]; query: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="help-results-title" className="content-section">
      <h2 id="help-results-title">{t('help.resultsTitle', { query })}</h2>
      <p role="status" className={hits.length ? 'visually-hidden' : 'empty-state'}>
        {hits.length ? t('help.resultCount', { count: hits.length }) : t('errors.noResults')}
      </p>
      {hits.length > 0 && (
        <ul className="help-results">
          {hits.map(({ article, titleRanges, snippet, snippetRanges }) => (
            <li key={article.slug} className="card">
              <h3>
                <PageLink to="helpPage" params={{ slug: article.slug }}>
                  <HighlightedText text={article.title} ranges={titleRanges} />
                </PageLink>
              </h3>
              <p>
                <HighlightedText text={snippet} ranges={snippetRanges} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
