import { singleTypes } from '../../demo-api/data/content/singles';
import { POPULATE, populateQuery } from './content-populate';
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
  it('writes each path as populate[i]', () => {
    expect(populateQuery('footer')).toEqual({ 'populate[0]': 'Columns.Links', 'populate[1]': 'Social' });
    expect(populateQuery('faqs')).toEqual({});
  });

  it.each(Object.keys(singleTypes))('brings every section of %s the seed holds, and nothing more', async (type) => {
    const { attributes } = await readEntry<Record<string, unknown>>(type, { locale: 'es', ...populateQuery(type) });
    const seed = objectPaths(singleTypes[type]!.es);
    const got = objectPaths(attributes);
    // The image is an upload (an object of its own) where the seed has a path.
    const expected = shown(seed).concat((POPULATE[type] ?? []).filter((p) => p.endsWith('ogImage') || p.endsWith('.Image')));
    expect(shown(got)).toEqual([...new Set(expected)].sort());
  });

  it('brings store and ATM banners and team photos', async () => {
    const [atm] = await readAll<{ Banner?: { Title?: string } }>('atms', { locale: 'en', 'filters[ATMID][$eq]': 1001, ...populateQuery('atms') });
    expect(atm?.attributes.Banner?.Title).toMatch(/ATM/);
    const [member] = await readAll<{ Photo?: { url: string; width: number } }>('teams', { locale: 'es', ...populateQuery('teams') });
    expect(member?.attributes.Photo).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), width: 192 });
  });
});
