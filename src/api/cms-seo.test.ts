import { readSeo } from './cms-seo';

const upload = { url: '/uploads/og.jpg', mime: 'image/jpeg', width: 1200, height: 630, alternativeText: 'Share', formats: null };

describe('readSeo', () => {
  it('reads the SPEC names', () => {
    expect(
      readSeo({
        MetaTitle: 'T',
        MetaDescription: 'D',
        Keywords: 'k',
        OpenGraphTags: { ogTitle: 'OT', ogDescription: 'OD', ogImage: upload },
      }),
    ).toEqual({
      title: 'T',
      description: 'D',
      keywords: 'k',
      ogTitle: 'OT',
      ogDescription: 'OD',
      ogImage: { src: '/cms/uploads/og.jpg', width: 1200, height: 630, alt: 'Share' },
      canonical: undefined,
      noindex: undefined,
      structuredData: [],
    });
  });

  it("reads the SEO plugin's names: social card, image, canonical, robots and structured data", () => {
    const seo = readSeo({
      metaTitle: 'T',
      metaDescription: 'D',
      keywords: 'k',
      metaImage: upload,
      metaSocial: [
        { socialNetwork: 'Twitter', title: 'TW' },
        { socialNetwork: 'Facebook', title: 'FB', description: 'FD' },
      ],
      canonicalURL: 'https://www.example.es/es',
      metaRobots: 'noindex, follow',
      structuredData: '{"@type":"Organization"}',
    });
    expect(seo).toMatchObject({
      title: 'T',
      description: 'D',
      keywords: 'k',
      ogTitle: 'FB',
      ogDescription: 'FD',
      canonical: 'https://www.example.es/es',
      noindex: true,
    });
    expect(seo.ogImage?.src).toBe('/cms/uploads/og.jpg');
    expect(seo.structuredData).toEqual([{ '@type': 'Organization' }]);
  });

  it('prefers the SPEC names, ignores bad structured data, and is empty without a block', () => {
    expect(readSeo({ MetaTitle: 'Spec', metaTitle: 'Plugin', structuredData: '{oops' })).toMatchObject({
      title: 'Spec',
      structuredData: [],
    });
    expect(readSeo(undefined)).toEqual({ structuredData: [] });
  });
});
