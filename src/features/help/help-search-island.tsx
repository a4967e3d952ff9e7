// The help center's search and what it finds (the topics while nothing is typed). Native first: a GET
// form the server answers (`?q=`), with the same search; awake, the results follow the typing.
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { defineIsland } from '../../ui/islands';
import { replacePageAddress } from '../../lib/page-url';
import { TextField } from '../../ui/text-field';
import type { HelpCenterContent } from './help-queries';
import { searchHelp } from './help-search';
import { HelpSearchResults } from './help-search-results';
import { HelpTopics } from './help-topics';
import { useHelpArticles } from './use-help-articles';

/** The search field's name in the form and in the address. */
const QUERY_PARAM = 'q';

function HelpSearch({ query: initialQuery, action }: { query: string; action: string }) {
  const { t } = useTranslation();
  const content = useContent<HelpCenterContent>('help-center');
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const { articles, isPending } = useHelpArticles();
  const searching = deferredQuery.trim().length > 0;
  return (
    <>
      <div className="help-search">
        <form
          role="search"
          method="get"
          action={action}
          aria-label={t('help.searchLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            const text = query.trim();
            replacePageAddress(text ? `${action}?${new URLSearchParams({ [QUERY_PARAM]: text })}` : action);
          }}
        >
          <TextField
            id="help-search"
            name={QUERY_PARAM}
            type="search"
            label={t('help.searchLabel')}
            value={query}
            onChange={setQuery}
            placeholder={content.SearchPlaceholder}
            autoComplete="off"
          />
        </form>
      </div>
      {isPending ? (
        <div className="skeleton skeleton-line" aria-hidden="true" />
      ) : searching ? (
        <HelpSearchResults hits={searchHelp(articles, deferredQuery)} query={deferredQuery.trim()} />
      ) : (
        <HelpTopics topics={content.Topics} articles={articles} />
      )}
    </>
  );
}

/** What the address asks the search for (the router reads a number-like `q` as a number). */
export function helpQueryOf(search: Record<string, unknown>): string {
  const written = search[QUERY_PARAM];
  return typeof written === 'string' || typeof written === 'number' ? String(written).slice(0, 100) : '';
}

export const island = defineIsland('help-search', HelpSearch);
