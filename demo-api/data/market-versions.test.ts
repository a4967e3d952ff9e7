// @vitest-environment node
import { collections } from '../routes/cms-collections';
import { markets } from './markets';
import { MARKET_CODES, perMarket, versionsOf, withOwn } from './market-versions';

const text = (es: string) => ({ es, en: es });

describe('versions of a text per market', () => {
  it('gives the market-neutral version every market without one of its own', () => {
    expect(versionsOf(withOwn(text('neutral'), { ES: text('Spain') }))).toEqual([
      { Markets: 'ES', text: text('Spain') },
      { Markets: 'PY PA AR CR BO', text: text('neutral') },
    ]);
    expect(versionsOf(text('one for all'))).toEqual([{ Markets: 'ES PY PA AR CR BO', text: text('one for all') }]);
  });

  it('writes one version per distinct text, markets alike sharing it', () => {
    const byFiat = perMarket((code) => text(code === 'ES' ? '€' : code === 'PY' ? '₲' : 'US$'));
    expect(versionsOf(byFiat).map((v) => v.Markets)).toEqual(['ES', 'PY', 'PA AR CR BO']);
  });

  it('refuses a market with two versions, a market with none and a neutral version left with no market', () => {
    expect(() => versionsOf([{ markets: ['ES'], text: 'a' }, { markets: ['ES', 'PY'], text: 'b' }, { text: 'c' }])).toThrow(/Two versions/);
    expect(() => versionsOf([{ markets: ['ES'], text: 'a' }])).toThrow(/No version for PY PA AR CR BO/);
    expect(() => versionsOf([...perMarket((code) => code), { text: 'neutral' }])).toThrow(/no market/);
  });

  it('knows every market the site serves', () => {
    expect(MARKET_CODES).toEqual(markets.map((m) => m.CountryCode));
  });
});

describe.each(['faqs', 'help-pages', 'pages'])('the %s seed', (type) => {
  const key = (attributes: Record<string, unknown>) => String(attributes.Slug ?? attributes.Question);
  const es = collections[type]!('es');
  const en = collections[type]!('en');

  it('gives every market exactly one version of each entry, in both languages alike', () => {
    for (const code of MARKET_CODES) {
      const mine = es.filter((entry) => String(entry.attributes.Markets).split(' ').includes(code)).map((entry) => key(entry.attributes));
      expect(new Set(mine).size, code).toBe(mine.length);
      expect(new Set(mine), code).toEqual(new Set(es.map((entry) => key(entry.attributes))));
    }
    expect(en.map((entry) => entry.attributes.Markets)).toEqual(es.map((entry) => entry.attributes.Markets));
    expect(es.map((entry) => entry.id)).toEqual(es.map((_, i) => i + 1));
  });

  it("states amounts in a single market's fiat only in versions for markets that sell in it", () => {
    const fiatsOf = (code: string) => markets.find((m) => m.CountryCode === code)!.FIATS.map((fiat) => fiat.ISO);
    const SIGNS = { EUR: /€/, PYG: /₲/, USD: /US\$/ };
    for (const entry of [...es, ...en]) {
      const codes = String(entry.attributes.Markets).split(' ');
      for (const [iso, sign] of Object.entries(SIGNS)) {
        if (codes.some((code) => !fiatsOf(code).includes(iso as 'EUR')))
          expect(JSON.stringify(entry.attributes), `${entry.id} for ${codes.join(' ')}`).not.toMatch(sign);
      }
    }
  });
});
