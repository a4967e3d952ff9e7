import fc from 'fast-check';
import { fold, foldWithMap, markdownToPlainText, matchRanges, queryTerms, searchHelp, snippetAround } from './help-search';

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

describe('folding', () => {
  it('ignores case and accents', () => {
    expect(fold('Límite ÁRBOL Ñandú')).toBe('limite arbol nandu');
  });

  it('maps every folded character back to the original (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { folded, map } = foldWithMap(text);
        return (
          map.length === folded.length && map.every((index, i) => index >= 0 && index < text.length && (i === 0 || index >= map[i - 1]!))
        );
      }),
    );
  });

  it('splits the query into distinct folded words', () => {
    expect(queryTerms('  Límite   limite tarjeta ')).toEqual(['limite', 'tarjeta']);
  });
});

describe('matchRanges', () => {
  it('finds accent-insensitive matches in the original text', () => {
    const text = 'Límites y limite';
    expect(matchRanges(text, ['limite']).map(([s, e]) => text.slice(s, e))).toEqual(['Límite', 'limite']);
  });

  it('merges overlapping ranges', () => {
    expect(matchRanges('abcdef', ['abc', 'bcd'])).toEqual([[0, 4]]);
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
  });

  it('cuts a snippet around the match at word boundaries', () => {
    const text = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const snippet = snippetAround(text, text.indexOf('word40'));
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('word40');
    expect(snippet).toMatch(/^…word\d+ .* word\d+…$/);
  });
});
