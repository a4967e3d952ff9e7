// Shapes of the content service (Strapi v4 REST).
export interface StrapiEntry<A> {
  id: number;
  attributes: A;
}

export interface StrapiSingle<A> {
  data: StrapiEntry<A>;
  meta: Record<string, unknown>;
}

export interface StrapiCollection<A> {
  data: Array<StrapiEntry<A>>;
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface Seo {
  MetaTitle?: string;
  MetaDescription?: string;
  Keywords?: string;
  OpenGraphTags?: { ogTitle?: string; ogDescription?: string; ogImage?: string };
}
