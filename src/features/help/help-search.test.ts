import fc from 'fast-check';
import { markdownToPlainText, searchHelp } from './help-search';

const articles = [
  {
    slug: 'wallet',
    title: '¿Qué es un monedero?',
    topic: 'getting-started',
    body: 'Un **monedero** guarda tus claves. La [frase](https://x.example) de recuperación es secreta.',
  },
  { slug: 'limits', title: 'Límites de compra', topic: 'buying', body: '## Límites\n\n- Online: 1.000 € al día.\n- Cajeros: según país.' },
  { slug: 'cards', title: 'Pagar con tarjeta', topic: 'buying', body: 'Aceptamos Visa y Mastercard. El límite diario es menor.' },
];

/** The parts of the title that a search highlights: [] when the article is not found. */
const titleMatches = (title: string, query: string) =>
  searchHelp([{ slug: 'a', title, body: '' }], query).flatMap((hit) => hit.titleRanges.map(([s, e]) => title.slice(s, e)));

describe('folding', () => {
  it('ignores case and accents', () => {
    expect(titleMatches('Límite ÁRBOL Ñandú', 'limite arbol nandu')).toEqual(['Límite', 'ÁRBOL', 'Ñandú']);
    expect(titleMatches('limite arbol nandu', 'LÍMITE árbol ÑANDÚ')).toEqual(['limite', 'arbol', 'nandu']);
  });

  it('highlights ranges inside the original text, in order and apart (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (text, word) => {
        const title = text + word;
        const ranges = searchHelp([{ slug: 'a', title, body: '' }], word).flatMap((hit) => hit.titleRanges);
        return ranges.every(([s, e], i) => 0 <= s && s < e && e <= title.length && (i === 0 || s > ranges[i - 1]![1]));
      }),
    );
  });

  it('splits the query into distinct folded words', () => {
    expect(titleMatches('Límite de tarjeta', '  Límite   limite tarjeta ')).toEqual(['Límite', 'tarjeta']);
    expect(titleMatches('Límite', '  Límite   limite tarjeta ')).toEqual([]);
  });
});

describe('matchRanges', () => {
  it('finds accent-insensitive matches in the original text', () => {
    expect(titleMatches('Límites y limite', 'limite')).toEqual(['Límite', 'limite']);
  });

  it('merges overlapping ranges', () => {
    expect(searchHelp([{ slug: 'a', title: 'abcdef', body: '' }], 'abc bcd')[0]?.titleRanges).toEqual([[0, 4]]);
  });
});

describe('searchHelp', () => {
  it('finds by a word only in the body, ignoring case and accents', () => {
    expect(searchHelp(articles, 'RECUPERACION').map((hit) => hit.article.slug)).toEqual(['wallet']);
    expect(searchHelp(articles, 'mastercard').map((hit) => hit.article.slug)).toEqual(['cards']);
  });

  it('ranks title matches first and highlights them', () => {
    const hits = searchHelp(articles, 'limite');
    expect(hits.map((hit) => hit.article.slug)).toEqual(['limits', 'cards']);
    const [first] = hits;
    expect(first!.titleRanges.map(([s, e]) => first!.article.title.slice(s, e))).toEqual(['Límite']);
    expect(hits[1]!.snippetRanges.length).toBeGreaterThan(0);
  });

  it('needs every word of the query', () => {
    expect(searchHelp(articles, 'límite visa').map((hit) => hit.article.slug)).toEqual(['cards']);
  });

  it('finds nothing for nonsense or an empty query', () => {
    expect(searchHelp(articles, 'xyzzyqwerty')).toEqual([]);
    expect(searchHelp(articles, '   ')).toEqual([]);
  });

  it('does not match markdown syntax or link targets', () => {
    expect(searchHelp(articles, 'x.example')).toEqual([]);
    expect(searchHelp(articles, '**')).toEqual([]);
  });
});

describe('plain text and snippets', () => {
  it('strips markdown', () => {
    expect(markdownToPlainText('## Title\n\n- **Bold** and [link](/x) with `code`')).toBe('Title Bold and link with code');
    expect(markdownToPlainText('Fees:\n\n| Method | Buy |\n|---|---|\n| Card | 5.5% |')).toBe('Fees: Method Buy Card 5.5%');
  });

  it('cuts a snippet around the match at word boundaries', () => {
    const text = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const snippet = searchHelp([{ slug: 'long', title: 'Long', body: text }], 'word40')[0]?.snippet ?? '';
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('word40');
    expect(snippet).toMatch(/^…word\d+ .* word\d+…$/);
  });
});
