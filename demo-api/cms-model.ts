/**
 * What the stand-in needs to know of cms/'s content model to answer like Strapi: which fields are JSON
 * (plain values, never populated), which hold media (an upload, `{ data: { id, attributes } }`), and
 * everything else that is an object or a list of objects is a component. The seed keeps media as the
 * image's path (/images/...); cms-media.json (written by cms/scripts/export-media.js from a seeded Strapi)
 * holds the upload record Strapi made of each one, and uploads/ its files.
 */
import media from './data/cms-media.json';

/** JSON fields of cms/src/api/*: buy/sell Coins, franchise Requirements, markets AvailableLocales and FIATS. */
export const JSON_FIELDS = new Set(['Coins', 'Requirements', 'AvailableLocales', 'FIATS']);

const SEO_IMAGE = 'SEO.OpenGraphTags.ogImage';

/** Media fields per content type, as dotted paths (list items share their list's path). */
const MEDIA_PATHS: Record<string, string[]> = {
  'app-page': ['StoreBadges.Image'],
  assets: ['Icon'],
  atms: ['Banner.Image'],
  home: ['Hero.Image'],
  stores: ['Banner.Image'],
  teams: ['Photo'],
};

export const isMediaPath = (type: string, path: string) => path === SEO_IMAGE || (MEDIA_PATHS[type]?.includes(path) ?? false);

export interface MediaRecord {
  id: number;
  url: string;
  [field: string]: unknown;
}

const library = media as Record<string, MediaRecord>;
const MEDIA_DATE = '2026-10-01T09:00:00.000Z';

/** The upload record of a seed image path, as Strapi's upload plugin answers it; null when there is none. */
export function mediaRecord(seedPath: unknown): MediaRecord | null {
  const record = typeof seedPath === 'string' ? library[seedPath] : undefined;
  return record ? { ...record, createdAt: MEDIA_DATE, updatedAt: MEDIA_DATE } : null;
}
