// One way to show an upload from the content service: its URL resolved against the CMS origin (Strapi
// answers `/uploads/...`, relative to its own host, not the site's), a srcset from the formats Strapi
// made, its intrinsic size (no layout shift) and its alternative text.
import { isStrapiMedia, type StrapiMedia } from './strapi';

export interface MediaImage {
  src: string;
  /** `url 245w, url 500w, ...`, smallest first; absent when the upload has no formats (SVG, small images). */
  srcSet?: string;
  width?: number;
  height?: number;
  alt: string;
}

/** The CMS origin of a content API base URL: `/cms/api` -> `/cms`, `https://cms.example.com/api` -> that origin. */
const cmsOriginOf = (apiBase: string) => apiBase.replace(/\/+$/, '').replace(/\/api$/, '');

const CMS_ORIGIN = cmsOriginOf(import.meta.env.VITE_WEB_API_URL ?? '/cms/api');

/** An upload's URL as the page can use it: absolute URLs as they are, `/uploads/...` under the CMS origin. */
export function resolveMediaUrl(url: string, cmsOrigin = CMS_ORIGIN): string {
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url) || url.startsWith('data:')) return url;
  return url.startsWith('/uploads/') ? `${cmsOrigin}${url}` : url;
}

/** An upload (or a plain path, as older content has) as img attributes; undefined when there is none. */
export function mediaImage(media: StrapiMedia | string | null | undefined, alt?: string, cmsOrigin = CMS_ORIGIN): MediaImage | undefined {
  if (typeof media === 'string') return media ? { src: resolveMediaUrl(media, cmsOrigin), alt: alt ?? '' } : undefined;
  if (!isStrapiMedia(media)) return undefined;
  const width = media.width ?? undefined;
  const sized = Object.values(media.formats ?? {})
    .filter((format) => format.url && format.width)
    .map((format) => ({ url: format.url, width: format.width as number }));
  if (sized.length && width) sized.push({ url: media.url, width });
  const srcSet = [...new Map(sized.sort((a, b) => a.width - b.width).map((f) => [f.width, f])).values()]
    .map((f) => `${resolveMediaUrl(f.url, cmsOrigin)} ${f.width}w`)
    .join(', ');
  return {
    src: resolveMediaUrl(media.url, cmsOrigin),
    ...(srcSet ? { srcSet } : {}),
    ...(width ? { width } : {}),
    ...(media.height ? { height: media.height } : {}),
    alt: alt ?? media.alternativeText ?? '',
  };
}
