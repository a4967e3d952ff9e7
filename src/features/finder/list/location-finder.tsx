// The ATM and store list page: the list comes first and works from the cached list with no signal; the
// map is an enhancement loaded afterwards. The search in the address (`?q=`, the filters, the page, or a
// postal code in the path) is rendered by the server and is where the finder's island starts.
import { useSearch } from '@tanstack/react-router';
import type { PageContent } from '../../../content/content-queries';
import { useContent } from '../../../content/use-content';
import { usePageMeta } from '../../../seo/page-meta';
import { Island } from '../../../ui/islands';
import { PageIntro } from '../../../ui/page-intro';
import type { LocationKind } from '../data/location-types';
import { parseFinderSearch } from '../search/finder-search';
import { localizedPath, withParams } from '../../../i18n/localized-paths';
import { currentPublicUrl } from '../../../i18n/route-lang';
import { useLang } from '../../../state/use-lang';
import { island as finder } from './finder-island';

interface PageCopy extends PageContent {
  SearchPlaceholder?: string;
  NoResults?: string;
}

export function LocationFinder({ kind, zipCode }: { kind: LocationKind; zipCode: string | undefined }) {
  const content = useContent<PageCopy>(kind === 'atm' ? 'atms-page' : 'stores-page');
  usePageMeta(content.SEO, { fallbackTitle: content.Title });
  const search = parseFinderSearch(useSearch({ strict: false }) as Record<string, unknown>, zipCode);
  const lang = useLang();
  // The list's address as the visitor wrote it, without a postal code in its path: where the search goes.
  const listPath =
    withParams(currentPublicUrl().pathname, { zipCode: undefined }) ?? localizedPath(kind === 'atm' ? 'atmList' : 'storeList', {}, lang);
  // One island for the search, filters, list and map, which share their state. The server's HTML holds
  // the list, the search and the filters (a GET form): untouched, it wakes only where the server could not
  // read the list. A wide screen's map box waits for the visitor to reach for the finder (a hover will do).
  return (
    <div className="page finder">
      <PageIntro title={content.Title ?? ''} intro={content.Intro} />
      <Island of={finder} props={{ kind, listPath, ...search, placeholder: content.SearchPlaceholder, noResults: content.NoResults }} />
    </div>
  );
}
