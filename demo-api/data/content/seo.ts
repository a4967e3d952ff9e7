import type { SeoBlock } from '../../types';
import { BRAND } from '../brand';

export function seo(title: string, description: string, keywords: string, image = '/images/og/default.jpg'): SeoBlock {
  const full = `${title} | ${BRAND}`;
  return {
    MetaTitle: full,
    MetaDescription: description,
    Keywords: keywords,
    OpenGraphTags: { ogTitle: full, ogDescription: description, ogImage: image },
  };
}

export interface Step {
  Title: string;
  Text: string;
}

export interface Feature {
  Title: string;
  Text: string;
  Icon: string;
}

export interface Cta {
  Label: string;
  Url: string;
}
