import type { RichTextSource } from '../../ui/rich-text';
import { collectionQuery } from '../../content/content-queries';
import type { PageContent } from '../../content/content-queries';
import type { MarketId } from '../../markets/market-table';
import type { Lang } from '../../i18n/route-table';

export interface HelpPageRecord {
  Slug?: string;
  Title?: string;
  Topic?: string;
  Body?: RichTextSource;
  SEO?: PageContent['SEO'];
}

export interface FaqRecord {
  Question?: string;
  Answer?: string;
  Category?: string;
}

export interface HelpCenterContent extends PageContent {
  SearchPlaceholder?: string;
  Topics?: Array<{ slug?: string; title?: string; description?: string; icon?: string }>;
  FaqsTitle?: string;
  ContactCta?: { Title?: string; Text?: string; Cta?: { Label?: string; Url?: string } };
}

/** The help center's route loads it (its search needs it), so the route answers for its failures. */
export const helpPagesQuery = (marketId: MarketId, lang: Lang) => ({
  ...collectionQuery<HelpPageRecord>('help-pages', marketId, lang),
  meta: { routeHandlesErrors: true },
});
export const faqsQuery = (marketId: MarketId, lang: Lang) => collectionQuery<FaqRecord>('faqs', marketId, lang);
