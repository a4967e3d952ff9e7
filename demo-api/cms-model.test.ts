// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMediaPath, mediaRecord } from './cms-model';
import { singleTypes } from './data/content/singles';
import { collections } from './routes/cms-collections';
import { HERO_IMAGE, locationPhoto, OG_IMAGES } from './data/content/images';
import { atmContent, storeContent } from './data/location-content';

const ROOT = join(import.meta.dirname, '..');

/** Every image path the seed names in a media field (what cms/scripts/export-media.js copies). */
function seedMediaPaths(): string[] {
  const found = new Set<string>();
  const walk = (type: string, value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item) => walk(type, item, path));
    else if (typeof value === 'string' && isMediaPath(type, path)) found.add(value);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(type, child, path ? `${path}.${key}` : key);
    }
  };
  for (const [type, byLang] of Object.entries(singleTypes)) Object.values(byLang).forEach((attributes) => walk(type, attributes, ''));
  for (const [type, list] of Object.entries(collections))
    (['es', 'en'] as const).forEach((lang) => list(lang).forEach((e) => walk(type, e.attributes, '')));
  return [...found].sort();
}

describe('content images (seed -> Strapi upload -> stand-in)', () => {
  it('every image the seed names has its upload record and files, exported from a seeded Strapi', () => {
    const paths = seedMediaPaths();
    expect(paths).toEqual(
      expect.arrayContaining([HERO_IMAGE, ...Object.values(OG_IMAGES), locationPhoto('atm', 0), locationPhoto('store', 2)]),
    );
    for (const path of paths) {
      const record = mediaRecord(path) as { url: string; formats: Record<string, { url: string }> | null } | null;
      expect(record, path).not.toBeNull();
      for (const url of [record!.url, ...Object.values(record!.formats ?? {}).map((f) => f.url)]) {
        expect(existsSync(join(ROOT, 'demo-api/data', url)), `${path}: ${url}`).toBe(true);
      }
    }
  });

  it('draws the images it names (cms/seed-images, where the CMS seed uploads them from), none of them in the site build', () => {
    for (const path of [
      HERO_IMAGE,
      ...Object.values(OG_IMAGES),
      ...[0, 1, 2].flatMap((id) => [locationPhoto('atm', id), locationPhoto('store', id)]),
    ]) {
      expect(existsSync(join(ROOT, 'cms/seed-images', path)), path).toBe(true);
      expect(existsSync(join(ROOT, 'public', path)), `public${path}`).toBe(false);
    }
  });

  it('shares Open Graph images of 1200x630 in a format link previews render, with the formats Strapi made', () => {
    for (const path of Object.values(OG_IMAGES)) {
      expect(mediaRecord(path)).toMatchObject({ width: 1200, height: 630, mime: 'image/jpeg' });
    }
  });

  it('gives the hero and the location photos the formats a srcset needs', () => {
    for (const path of [HERO_IMAGE, locationPhoto('atm', 1), locationPhoto('store', 1)]) {
      const formats = (mediaRecord(path)?.formats ?? {}) as Record<string, { width: number }>;
      expect(Object.keys(formats).length, path).toBeGreaterThanOrEqual(2);
    }
  });

  it('assigns each store and ATM one of the generic photos by its id, all of them in use', () => {
    expect(locationPhoto('atm', 1001)).toBe(locationPhoto('atm', 1001));
    for (const [kind, list] of [
      ['atm', atmContent],
      ['store', storeContent],
    ] as const) {
      for (const record of list) expect(record.image).toBe(locationPhoto(kind, record.locationId));
      expect(new Set(list.map((r) => r.image)).size).toBe(3);
    }
  });
});
