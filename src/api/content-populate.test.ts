import { singleTypes } from '../../demo-api/data/content/singles';
import { mediaImage } from './cms-media';
import { listPopulateQuery, populateQuery } from './content-populate';
import type { StrapiMedia } from './strapi';
import { readEntry, readAll } from './strapi-read';

/** Every object path of a value ("Hero", "Hero.Cta"...), list items sharing their list's path. */
function objectPaths(value: unknown, path = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => objectPaths(item, path, out));
  else if (value && typeof value === 'object') {
    if (path) out.add(path);
    for (const [key, child] of Object.entries(value)) objectPaths(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

const JSON_FIELDS = /^(Coins|Requirements|AvailableLocales|FIATS)(\.|$)/;
const shown = (paths: Set<string>) => [...paths].filter((p) => !JSON_FIELDS.test(p) && !/\.(formats|attributes)(\.|$)/.test(p)).sort();

describe('populate table', () => {
  it('brings the home hero with its image', async () => {
    const { attributes } = await readEntry<{ Hero?: { Image?: StrapiMedia } }>('home', { locale: 'es', ...populateQuery('home') });
    expect(mediaImage(attributes.Hero?.Image)).toMatchObject({
      src: expect.stringMatching(/\.webp$/),
      width: 960,
      height: 720,
      srcSet: expect.stringContaining('500w'),
    });
  });

  it('writes each path as populate[i]', () => {
    expect(populateQuery('footer')).toEqual({ 'populate[0]': 'Columns.Links', 'populate[1]': 'Social' });
    expect(populateQuery('faqs')).toEqual({});
  });

  it.each(Object.keys(singleTypes))('brings every section of %s the seed holds, and nothing more', async (type) => {
    const { attributes } = await readEntry<Record<string, unknown>>(type, { locale: 'es', ...populateQuery(type) });
    const seed = objectPaths(singleTypes[type]!.es);
    const got = objectPaths(attributes);
    // The image is an upload (an object of its own) where the seed has a path.
    const expected = shown(seed).concat(
      Object.values(populateQuery(type))
        .map(String)
        .filter((p) => p.endsWith('ogImage') || p.endsWith('.Image')),
    );
    expect(shown(got)).toEqual([...new Set(expected)].sort());
  });

  it('brings store and ATM banners with their photo, and team photos', async () => {
    type WithBanner = { Banner?: { Title?: string; Image?: StrapiMedia } };
    const [atm] = await readAll<WithBanner>('atms', { locale: 'en', 'filters[ATMID][$eq]': 1001, ...populateQuery('atms') });
    expect(atm?.attributes.Banner?.Title).toMatch(/ATM/);
    const photo = mediaImage(atm?.attributes.Banner?.Image);
    expect(photo).toMatchObject({ src: expect.stringMatching(/^\/cms\/uploads\/atm_\d_.+\.jpg$/), width: 960, height: 600 });
    expect(photo?.srcSet).toMatch(/ 245w, .+ 500w, .+ 750w, .+ 960w$/);
    const [store] = await readAll<WithBanner>('stores', { locale: 'es', ...populateQuery('stores') });
    expect(mediaImage(store?.attributes.Banner?.Image)?.src).toMatch(/\/uploads\/store_\d_/);
    const [member] = await readAll<{ Photo?: { url: string; width: number } }>('teams', { locale: 'es', ...populateQuery('teams') });
    expect(member?.attributes.Photo).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), width: 192 });
  });

  it('lists stores and ATMs with their banner titles but not the photos, and other collections as their entries', async () => {
    type WithBanner = { ATMID?: number; Banner?: { Title?: string; Image?: unknown } };
    expect(listPopulateQuery('atms')).toEqual({ 'populate[0]': 'Banner' });
    expect(listPopulateQuery('teams')).toEqual(populateQuery('teams'));
    const atms = await readAll<WithBanner>('atms', { locale: 'es', ...listPopulateQuery('atms') });
    expect(atms.length).toBeGreaterThan(100);
    for (const { attributes } of atms) {
      expect(attributes.Banner?.Title).toBeTruthy();
      expect(attributes.Banner).not.toHaveProperty('Image');
    }
  });
});
