import { useSuspenseQuery } from '@tanstack/react-query';
import { usePageMeta } from '../../app/page-meta';
import { useLang, useMarketId } from '../../app/use-lang';
import { PageIntro } from '../../ui/page-intro';
import { locationContentQuery, locationDetailQuery } from './location-queries';
import { locationTitle } from './location-title';
import type { LocationKind } from './location-types';

export function LocationDetail({ kind, id }: { kind: LocationKind; id: string }) {
  const marketId = useMarketId();
  const lang = useLang();
  const { data: location } = useSuspenseQuery(locationDetailQuery(kind, id, marketId, lang));
  const { data: content } = useSuspenseQuery(locationContentQuery(kind, id, marketId, lang));
  const title = locationTitle(location, content ?? undefined);
  usePageMeta(undefined, { fallbackTitle: title });
  const { address, postalCode, city } = location.location;
  return (
    <article className="page">
      <PageIntro title={title} intro={[address, postalCode, city].filter(Boolean).join(', ')} />
      {content?.Description && <p>{content.Description}</p>}
    </article>
  );
}
