// An image from the content service: resolved against the CMS origin, with the formats Strapi made as
// a srcset, its intrinsic width and height (the browser reserves the space: no layout shift) and lazy
// loading unless the caller says it is above the fold (then it is fetched early, with high priority).
import { mediaImage } from '../api/cms-media';
import type { StrapiMedia } from '../api/strapi';

interface CmsImageProps {
  media: StrapiMedia | string | null | undefined;
  /** Overrides the upload's alternative text; '' marks a decorative image. */
  alt?: string;
  /** How wide the image is shown, for the browser to pick from the srcset. */
  sizes?: string;
  /** Size to reserve when the upload does not say (an SVG without dimensions, a plain path). */
  fallbackWidth?: number;
  fallbackHeight?: number;
  eager?: boolean;
  className?: string;
}

// React 18 passes the attribute through only in lower case (it knows no `fetchPriority` prop).
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

export function CmsImage({ media, alt, sizes, fallbackWidth, fallbackHeight, eager = false, className }: CmsImageProps) {
  const image = mediaImage(media, alt);
  if (!image) return null;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? fallbackWidth}
      height={image.height ?? fallbackHeight}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      {...(eager ? HIGH_PRIORITY : {})}
      decoding="async"
      className={className}
    />
  );
}
