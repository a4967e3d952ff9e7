import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../ui/text-field';
import type { NearMeState } from './use-near-me';

interface Props {
  query: string;
  placeholder?: string;
  nearMe: NearMeState;
  onQueryChange: (value: string) => void;
  onCommit: () => void;
  onNearMe: () => void;
}

/** The search box (city or postal code) and the "near me" button. */
export function FinderSearchForm({ query, placeholder, nearMe, onQueryChange, onCommit, onNearMe }: Props) {
  const { t } = useTranslation();
  return (
    <form
      className="finder-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onCommit();
      }}
    >
      <TextField
        id="finder-query"
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
      <button
        type="button"
        className="button secondary finder-near-me"
        onClick={onNearMe}
        aria-busy={nearMe.status === 'locating'}
        disabled={nearMe.status === 'locating'}
      >
        <span aria-hidden="true">◎</span> {nearMe.status === 'locating' ? t('finder.nearMe.locating') : t('finder.nearMe.button')}
      </button>
    </form>
  );
}
