import fc from 'fast-check';
import { breadcrumbJsonLd, homeJsonLd, organizationJsonLd, serializeJsonLd, websiteJsonLd } from './structured-data';

describe('organizationJsonLd, websiteJsonLd and homeJsonLd', () => {
  it('builds both nodes and joins them in one @graph with the site naming its publisher', () => {
    const org = organizationJsonLd({
      name: 'Exchange',
      url: 'https://example.com/',
      logo: 'https://example.com/logo.png',
      sameAs: ['https://x.com/exchange'],
    });
    const site = websiteJsonLd({ name: 'Exchange', url: 'https://example.com/', inLanguage: 'es' });
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://example.com/#organization',
      name: 'Exchange',
      url: 'https://example.com/',
      logo: 'https://example.com/logo.png',
      sameAs: ['https://x.com/exchange'],
    });
    expect(site).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebSite', inLanguage: 'es' });
    const home = homeJsonLd(org, site);
    expect(home['@context']).toBe('https://schema.org');
    expect(home['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home['@graph'].every((node) => !('@context' in node))).toBe(true);
    expect(home['@graph'][1].publisher).toEqual({ '@id': 'https://example.com/#organization' });
  });

  it('leaves out an empty sameAs and a blank telephone', () => {
    const org = organizationJsonLd({ name: 'Exchange', url: 'https://example.com/', logo: '/logo.png', sameAs: [], telephone: ' ' });
    expect(org).not.toHaveProperty('sameAs');
    expect(org).not.toHaveProperty('telephone');
    expect(organizationJsonLd({ name: 'E', url: 'u', logo: 'l', telephone: '+34 900 ' }).telephone).toBe('+34 900');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 in order', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://example.com/' },
        { name: 'ATMs', url: 'https://example.com/atms' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
        { '@type': 'ListItem', position: 2, name: 'ATMs', item: 'https://example.com/atms' },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes </script>, <!-- and & so the text cannot end the script element, and reads back unchanged', () => {
    const data = { name: '</script><script>alert(1)</script><!-- & -->', line: 'a\u2028b\u2029c' };
    const text = serializeJsonLd(data);
    expect(text).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- \\u0026 --\\u003e","line":"a\\u2028b\\u2029c"}',
    );
    expect(JSON.parse(text)).toEqual(data);
  });

  it('never emits <, >, &, U+2028 or U+2029 and always round-trips', () => {
    const tricky = fc.oneof(fc.string(), fc.constantFrom('</script>', '<!--', '-->', '&amp;', '\u2028', '\u2029', '</SCRIPT >'));
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        tricky,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value')),
        fc.dictionary(tricky, tie('value')),
      ),
    })).value;
    fc.assert(
      fc.property(fc.dictionary(tricky, json), (data) => {
        const text = serializeJsonLd(data);
        return !/[<>&\u2028\u2029]/.test(text) && JSON.stringify(JSON.parse(text)) === JSON.stringify(data);
      }),
      { numRuns: 500 },
    );
  });
});
