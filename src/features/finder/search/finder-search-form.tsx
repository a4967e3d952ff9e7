import { useTranslation } from '../../../i18n/use-translation';
import { useHydrated } from '../../../lib/client-only';
import { TextField } from '../../../ui/text-field';
import { QUERY_PARAM } from './finder-search';
import type { NearMeState } from './use-near-me';

/** The finder's GET form: the filters' fields join it from their own fieldset (their `form` attribute). */
export const FINDER_FORM_ID = 'finder-form';

interface Props {
  /** The list's address, where the form sends the search without a script. */
  action: string;
  query: string;
  placeholder?: string;
  nearMe: NearMeState;
  onQueryChange: (value: string) => void;
  onCommit: () => void;
  onNearMe: () => void;
}

/**
 * The search box (city or postal code), its search button and "near me". A real GET form: sent by the
 * browser it asks the server for the list (`?q=`); with the island awake the list follows the typing and
 * sending only writes the address. "Near me" needs the browser's position, so a script: until the island
 * is awake it is shown but off.
 */
export function FinderSearchForm({ action, query, placeholder, nearMe, onQueryChange, onCommit, onNearMe }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <form
      id={FINDER_FORM_ID}
      className="finder-search"
      role="search"
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        onCommit();
      }}
    >
      <TextField
        id="finder-query"
        name={QUERY_PARAM}
        type="search"
        label={t('finder.search.label')}
        hint={t('finder.search.hint')}
        placeholder={placeholder}
        value={query}
        onChange={onQueryChange}
        onBlur={onCommit}
        autoComplete="postal-code"
        maxLength={60}
      />
      <div className="finder-search-actions">
        <button type="submit" className="button finder-search-submit">
          {t('finder.search.submit')}
        </button>
        <button
          type="button"
          className="button secondary finder-near-me"
          onClick={onNearMe}
          aria-busy={nearMe.status === 'locating'}
          disabled={!hydrated || nearMe.status === 'locating'}
        >
          <span aria-hidden="true">◎</span> {nearMe.status === 'locating' ? t('finder.nearMe.locating') : t('finder.nearMe.button')}
        </button>
      </div>
    </form>
  );
}
