import type { PageContent } from '../../content/content-queries';
import type { StrapiMedia } from '../../api/strapi';

/** The `about-us` content; every section may be missing and the page renders without it. */
export interface AboutContent extends PageContent {
  Mission?: { Title?: string; Text?: string };
  Values?: Array<{ Title?: string; Text?: string }>;
  TimelineTitle?: string;
  Timeline?: Array<{ year?: number; title?: string; text?: string }>;
  TeamTitle?: string;
  JobsTitle?: string;
  JobsIntro?: string;
  Jobs?: Array<{ title?: string; location?: string; type?: string; description?: string }>;
}

export interface TeamMember {
  Name?: string;
  Role?: string;
  Bio?: string;
  Photo?: StrapiMedia | null;
  Order?: number;
}
