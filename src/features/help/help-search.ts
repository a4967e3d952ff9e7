// Help-center search over the help pages already loaded (so it also works offline): titles and
// bodies, ignoring case and accents, every word of the query must appear somewhere in the article.

export interface HelpArticle {
  slug: string;
  title: string;
  topic?: string;
  body: string;
}

export interface HelpHit {
  article: HelpArticle;
  titleRanges: Range[];
  snippet: string;
  snippetRanges: Range[];
}

/** [start, end) in the original text. */
export type Range = [number, number];

/**
 * Case- and accent-folded text with, for each folded character, the index of the original character
 * it came from, so a match in the folded text can be highlighted in the original.
 */
function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const part = (text[index] ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let j = 0; j < part.length; j++) map.push(index);
    folded += part;
  }
  return { folded, map };
}

const fold = (text: string) => foldWithMap(text).folded;

function queryTerms(query: string): string[] {
  return [...new Set(fold(query).split(/\s+/).filter(Boolean))];
}

/** Where the terms occur in the text, merged and in order. */
function matchRanges(text: string, terms: string[]): Range[] {
  const { folded, map } = foldWithMap(text);
  const ranges: Range[] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      ranges.push([map[at] ?? 0, (map[at + term.length - 1] ?? text.length - 1) + 1]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Markdown body as plain text for searching and snippets. */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/^\s{0,3}(?:#{1,6}|[-*+]|\d+[.)]|>)\s+/gm, '')
      .replace(/(\*\*|__|\*|_|`)(?=\S)([^*_`]*?\S)\1/g, '$2')
      // Tables: the delimiter row goes, the cells stay as words.
      .replace(/^\s*\|(?:\s*:?-{3,}:?\s*\|)+\s*$/gm, ' ')
      .replace(/^\s*\||\|\s*$|\s\|\s/gm, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 200;

/** A stretch of the text around its first match, cut at word boundaries. */
function snippetAround(text: string, firstMatch: number): string {
  let start = Math.max(0, firstMatch - SNIPPET_BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

export function searchHelp(articles: HelpArticle[], query: string): HelpHit[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const hits: Array<HelpHit & { score: number }> = [];
  for (const article of articles) {
    const plain = markdownToPlainText(article.body);
    const haystack = fold(`${article.title} ${plain}`);
    if (!terms.every((term) => haystack.includes(term))) continue;
    const titleRanges = matchRanges(article.title, terms);
    const bodyRanges = matchRanges(plain, terms);
    const snippet = snippetAround(plain, bodyRanges[0]?.[0] ?? 0);
    hits.push({
      article,
      titleRanges,
      snippet,
      snippetRanges: matchRanges(snippet, terms),
      score: titleRanges.length * 10 + bodyRanges.length,
    });
  }
  return hits.sort((a, b) => b.score - a.score).map(({ score: _score, ...hit }) => hit);
}
