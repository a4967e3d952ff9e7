// The home hero's picture. In light mode the home page draws an empty frame of its size instead
// (ui/deferred-art.tsx), and the picture comes once the visitor asks to load everything.
import type { StrapiMedia } from '../../api/strapi';
import { CmsImage } from '../../ui/cms-image';
import './hero-art.css';

/** Decorative, beside the text on wide screens only; on phones `sizes` keeps it to the smallest format. */
export function HeroImage({ media }: { media: StrapiMedia | string | null }) {
  return <CmsImage media={media} alt="" eager sizes="(min-width: 56rem) 26rem, 1px" />;
}
