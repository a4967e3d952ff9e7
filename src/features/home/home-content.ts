import type { PageContent } from '../../content/content-queries';
import type { StrapiMedia } from '../../api/strapi';

type Cta = { Label?: string; Url?: string };

/** The `home` content; every section may be missing and the page renders without it. */
export interface HomeContent extends PageContent {
  Hero?: { Title?: string; Subtitle?: string; Cta?: Cta; SecondaryCta?: Cta; Image?: StrapiMedia | string | null };
  Offers?: Array<{ Key?: string; Title?: string; Text?: string; Cta?: Cta; Icon?: string }>;
  Stats?: Array<{ Value?: string; Label?: string }>;
  FaqsTeaser?: { Title?: string; Intro?: string; Cta?: Cta };
  Newsletter?: { Title?: string; Text?: string; Placeholder?: string; ButtonLabel?: string };
}
