// A page's SEO fields from the CMS, whichever names it uses: the SPEC's (MetaTitle, MetaDescription,
// Keywords, OpenGraphTags) or the official Strapi SEO plugin's (metaTitle, metaDescription, keywords,
// metaImage, metaSocial, canonicalURL, metaRobots, structuredData). The SPEC's names win when both are set.
import { mediaImage, type MediaImage } from './cms-media';
import type { Seo, StrapiMedia } from './strapi';

type MediaField = string | StrapiMedia | null;

interface SeoPluginFields {
  metaTitle?: string;
  metaDescription?: string;
  keywords?: string;
  metaImage?: MediaField;
  metaSocial?: Array<{ socialNetwork?: string; title?: string; description?: string; image?: MediaField }>;
  canonicalURL?: string;
  metaRobots?: string;
  structuredData?: unknown;
}

/** What the CMS may hold in a page's SEO field. */
export type SeoSource = Seo & SeoPluginFields;

export interface PageSeo {
  title?: string;
  description?: string;
  keywords?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: MediaImage;
  canonical?: string;
  noindex?: boolean;
  structuredData: object[];
}

const text = (...values: Array<string | null | undefined>) => values.find((v) => typeof v === 'string' && v.trim())?.trim();

function structuredDataOf(value: unknown): object[] {
  if (typeof value === 'string') {
    try {
      return structuredDataOf(JSON.parse(value));
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.filter((v): v is object => typeof v === 'object' && v !== null);
  return typeof value === 'object' && value !== null ? [value] : [];
}

export function readSeo(seo: SeoSource | null | undefined): PageSeo {
  if (!seo) return { structuredData: [] };
  const social = seo.metaSocial?.find((s) => /facebook/i.test(s.socialNetwork ?? '')) ?? seo.metaSocial?.[0];
  const og = seo.OpenGraphTags;
  return {
    title: text(seo.MetaTitle, seo.metaTitle),
    description: text(seo.MetaDescription, seo.metaDescription),
    keywords: text(seo.Keywords, seo.keywords),
    ogTitle: text(og?.ogTitle, social?.title),
    ogDescription: text(og?.ogDescription, social?.description),
    ogImage: mediaImage(og?.ogImage ?? social?.image ?? seo.metaImage),
    canonical: text(seo.canonicalURL),
    noindex: /\bnoindex\b/i.test(seo.metaRobots ?? '') || undefined,
    structuredData: structuredDataOf(seo.structuredData),
  };
}
