/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk loosely typed normalized entries */
import { isStrapiMedia, normalizeList, normalizeSingle } from './strapi';

/** One entry, read as a single type's answer `{ data: entry }` (normalizeSingle; lists read theirs the same way). */
const normalizeEntry = <A>(data: unknown) => normalizeSingle<A>({ data, meta: {} });

const mediaAttributes = {
  name: 'og.jpg',
  alternativeText: 'Share',
  url: '/uploads/og_1.jpg',
  mime: 'image/jpeg',
  width: 1200,
  height: 630,
  formats: { small: { url: '/uploads/small_og_1.jpg', width: 500, height: 263 } },
};

describe('Strapi answers', () => {
  it('reads a Strapi v4 entry: attributes kept, media and relations unwrapped, components as they are', () => {
    const entry = normalizeEntry<Record<string, any>>({
      id: 3,
      attributes: {
        Title: 'Hola',
        Hero: { id: 1, Title: 'Hero', Cta: { id: 4, Label: 'Go', Url: '/comprar' } },
        SEO: { id: 2, OpenGraphTags: { id: 2, ogImage: { data: { id: 9, attributes: mediaAttributes } } } },
        Photo: { data: null },
        localizations: { data: [{ id: 4, attributes: { Title: 'Hello', locale: 'en' } }] },
        Coins: { btc: { Title: 'Bitcoin' } },
      },
    });
    expect(entry.id).toBe(3);
    expect(entry.attributes.Hero.Cta).toEqual({ id: 4, Label: 'Go', Url: '/comprar' });
    expect(entry.attributes.SEO.OpenGraphTags.ogImage).toEqual({ id: 9, ...mediaAttributes });
    expect(isStrapiMedia(entry.attributes.SEO.OpenGraphTags.ogImage)).toBe(true);
    expect(entry.attributes.Photo).toBeNull();
    expect(entry.attributes.localizations).toEqual([{ id: 4, attributes: { Title: 'Hello', locale: 'en' } }]);
    expect(entry.attributes.Coins).toEqual({ btc: { Title: 'Bitcoin' } });
  });

  it('reads a Strapi v5 entry (flat, with documentId) to the same shape', () => {
    const v5 = normalizeEntry<Record<string, any>>({
      id: 3,
      documentId: 'abc123',
      Title: 'Hola',
      Hero: { id: 1, Title: 'Hero', Cta: { id: 4, Label: 'Go', Url: '/comprar' } },
      SEO: { id: 2, OpenGraphTags: { id: 2, ogImage: { id: 9, documentId: 'img9', ...mediaAttributes } } },
      Photo: null,
    });
    expect(v5).toMatchObject({ id: 3, documentId: 'abc123', attributes: { Title: 'Hola', Hero: { Cta: { Label: 'Go' } }, Photo: null } });
    expect(v5.attributes.SEO.OpenGraphTags.ogImage).toMatchObject({ id: 9, url: '/uploads/og_1.jpg', width: 1200 });
    expect('documentId' in v5.attributes).toBe(false);
  });

  it('reads single and list answers, keeping the pagination', () => {
    expect(normalizeSingle({ data: { id: 1, attributes: { Title: 'x' } }, meta: {} })).toEqual({ id: 1, attributes: { Title: 'x' } });
    const list = normalizeList({
      data: [{ id: 1, documentId: 'd1', Name: 'A' }],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
    });
    expect(list).toEqual({
      entries: [{ id: 1, documentId: 'd1', attributes: { Name: 'A' } }],
      pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 },
    });
    expect(() => normalizeSingle({ data: null, error: { status: 404 } })).toThrow(TypeError);
    expect(() => normalizeList({ data: { id: 1 } })).toThrow(TypeError);
  });
});
