/**
 * The content's images (cms/seed-images, drawn by cms/scripts/make-images.js and uploaded by the CMS seed):
 * one place names them, so the seed of every page and location uses the same files.
 */
export const HERO_IMAGE = '/images/hero/hero-exchange.webp';

/** Open Graph images (1200x630) of the main pages; the others keep the site's default share image. */
export const OG_IMAGES = {
  home: '/images/og/og-home.jpg',
  buy: '/images/og/og-buy.jpg',
  sell: '/images/og/og-sell.jpg',
  atms: '/images/og/og-atms.jpg',
  stores: '/images/og/og-stores.jpg',
} as const;

const PHOTO_COUNT = 3;

/**
 * A generic photo for a store or ATM, the same for a location on every run (by its id). Not plain
 * `id % 3`: the stores with a content record are every third one, which would all get the same photo.
 */
export const locationPhoto = (kind: 'store' | 'atm', locationId: number) =>
  `/images/locations/${kind}-${((locationId + Math.floor(locationId / PHOTO_COUNT)) % PHOTO_COUNT) + 1}.jpg`;
