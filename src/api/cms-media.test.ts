import { mediaImage, resolveMediaUrl } from './cms-media';

const upload = {
  id: 1,
  url: '/uploads/default_c8.jpg',
  alternativeText: 'CryptoPlaza',
  mime: 'image/jpeg',
  width: 1200,
  height: 630,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_default_c8.jpg', width: 245, height: 129 },
    large: { url: '/uploads/large_default_c8.jpg', width: 1000, height: 525 },
    small: { url: '/uploads/small_default_c8.jpg', width: 500, height: 263 },
  },
};

describe('media helper', () => {
  it('finds the CMS origin of the content API base (VITE_WEB_API_URL)', async () => {
    for (const [apiBase, upload] of [
      ['/cms/api', '/cms/uploads/a.png'],
      ['https://cms.example.com/api/', 'https://cms.example.com/uploads/a.png'],
    ]) {
      vi.stubEnv('VITE_WEB_API_URL', apiBase);
      vi.resetModules();
      const fresh = await import('./cms-media');
      expect(fresh.resolveMediaUrl('/uploads/a.png')).toBe(upload);
    }
    vi.unstubAllEnvs();
  });

  it('resolves upload URLs against the CMS origin and leaves absolute ones alone', () => {
    expect(resolveMediaUrl('/uploads/a.png', 'https://cms.example.com')).toBe('https://cms.example.com/uploads/a.png');
    expect(resolveMediaUrl('/uploads/a.png', '/cms')).toBe('/cms/uploads/a.png');
    expect(resolveMediaUrl('https://cdn.example.com/a.png', '/cms')).toBe('https://cdn.example.com/a.png');
    expect(resolveMediaUrl('/images/og/default.jpg', '/cms')).toBe('/images/og/default.jpg');
  });

  it('gives src, a srcset from the formats (smallest first, the original last), size and alt', () => {
    expect(mediaImage(upload, undefined, 'https://cms.example.com')).toEqual({
      src: 'https://cms.example.com/uploads/default_c8.jpg',
      srcSet: [
        'https://cms.example.com/uploads/thumbnail_default_c8.jpg 245w',
        'https://cms.example.com/uploads/small_default_c8.jpg 500w',
        'https://cms.example.com/uploads/large_default_c8.jpg 1000w',
        'https://cms.example.com/uploads/default_c8.jpg 1200w',
      ].join(', '),
      width: 1200,
      height: 630,
      alt: 'CryptoPlaza',
    });
  });

  it('has no srcset without formats, takes a given alt, plain paths, and nothing for no media', () => {
    const svg = { url: '/uploads/badge.svg', mime: 'image/svg+xml', width: 180, height: 54, formats: null, alternativeText: null };
    expect(mediaImage(svg, 'App Store', '/cms')).toEqual({ src: '/cms/uploads/badge.svg', width: 180, height: 54, alt: 'App Store' });
    expect(mediaImage('/images/team/a.jpg')).toEqual({ src: '/images/team/a.jpg', alt: '' });
    expect(mediaImage(null)).toBeUndefined();
    expect(mediaImage(undefined)).toBeUndefined();
  });
});
