import { buildPageHead, headToHtml } from './page-head';

const base = { brand: 'CryptoPlaza', country: 'es', origin: 'https://www.example.es', defaultLang: 'es' as const };

describe('buildPageHead', () => {
  it('writes canonical, hreflang es/en/x-default and Open Graph for a localized page', () => {
    const head = buildPageHead({ ...base, lang: 'en', path: '/buy/btc', title: 'Buy bitcoin', description: 'Buy it.' });
    expect(head.title).toBe('Buy bitcoin | CryptoPlaza');
    expect(head.canonical).toBe('https://www.example.es/buy/btc');
    expect(head.alternates).toEqual([
      { hreflang: 'es', href: 'https://www.example.es/comprar/btc' },
      { hreflang: 'en', href: 'https://www.example.es/buy/btc' },
      { hreflang: 'x-default', href: 'https://www.example.es/comprar/btc' },
    ]);
    expect(head.og).toMatchObject({
      url: head.canonical,
      image: 'https://www.example.es/images/og/default.jpg',
      imageWidth: 1200,
      imageHeight: 630,
      locale: 'en_US',
      type: 'website',
    });
  });

  it('has no alternates on a page without a language, and the market country in og:locale', () => {
    const head = buildPageHead({ ...base, country: 'py', lang: 'es', path: '/token' });
    expect(head.alternates).toEqual([]);
    expect(head.og.locale).toBe('es_PY');
    expect(head.title).toBe('CryptoPlaza');
  });

  it('makes a CMS image absolute and keeps titles that already name the brand', () => {
    const head = buildPageHead({
      ...base,
      lang: 'es',
      path: '/es',
      title: 'Inicio | CryptoPlaza',
      ogImage: { src: '/cms/uploads/hero.png' },
    });
    expect(head.title).toBe('Inicio | CryptoPlaza');
    expect(head.og.image).toBe('https://www.example.es/cms/uploads/hero.png');
    expect(head.og.imageWidth).toBeUndefined();
    const sized = buildPageHead({
      ...base,
      lang: 'es',
      path: '/es',
      ogImage: { src: '/cms/uploads/og.jpg', width: 1200, height: 630 },
      canonical: 'https://cms-set.example/x',
    });
    expect([sized.og.imageWidth, sized.og.imageHeight, sized.canonical]).toEqual([1200, 630, 'https://cms-set.example/x']);
    // Without a title the brand alone; a CMS title that names the brand already is kept as it is.
    expect(buildPageHead({ ...base, lang: 'es', path: '/es' }).title).toBe('CryptoPlaza');
    expect(buildPageHead({ ...base, lang: 'es', path: '/es', title: 'CryptoPlaza en España' }).title).toBe('CryptoPlaza en España');
  });
});

describe('headToHtml', () => {
  it('escapes CMS text and keeps structured data inside its element', () => {
    const head = buildPageHead({
      ...base,
      lang: 'es',
      path: '/es',
      title: '"><script>alert(1)</script>',
      description: 'a & b < c',
      jsonLd: [{ '@type': 'Thing', name: '</script><!--' }],
    });
    const html = headToHtml(head);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | CryptoPlaza</title>');
    expect(html).toContain('<meta name="description" content="a &amp; b &lt; c">');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });
});
