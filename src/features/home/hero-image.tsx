// The home hero's picture in light mode: the server draws an empty frame of the picture's size instead
// of it, and the picture comes once the visitor asks to load everything (or has asked earlier in the
// visit). Outside light mode the home page draws the picture itself, with no island.
import type { StrapiMedia } from '../../api/strapi';
import { useLightMode } from '../../state/light-mode';
import { CmsImage } from '../../ui/cms-image';
import { defineIsland } from '../../ui/islands';
import './hero-art.css';

/** Decorative, beside the text on wide screens only; on phones `sizes` keeps it to the smallest format. */
export function HeroImage({ media }: { media: StrapiMedia | string | null }) {
  return <CmsImage media={media} alt="" eager sizes="(min-width: 56rem) 26rem, 1px" />;
}

function HeroArt({ media }: { media: StrapiMedia | string | null }) {
  return useLightMode() ? <div className="hero-art-frame" data-testid="hero-art-frame" /> : <HeroImage media={media} />;
}

export const island = defineIsland('hero-art', HeroArt);
