import { useSuspenseQuery } from '@tanstack/react-query';
import { contentQuery, type ContentType, type PageContent } from './content-queries';
import { useLang, useMarketId } from '../state/use-lang';

/** A page's content attributes, read with the same options its route loader used. */
export function useContent<A extends PageContent = PageContent>(type: ContentType) {
  return useSuspenseQuery(contentQuery<A>(type, useMarketId(), useLang())).data;
}
