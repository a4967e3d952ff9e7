// A small markdown-to-HTML converter for CMS bodies: headings, paragraphs, lists, block quotes,
// tables, fenced code, bold, italic, inline code and links. Every piece of source text is escaped, so raw
// HTML inside markdown shows as text; the result still goes through the sanitizer (rich-text.tsx).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Inline markup of one already-escaped line. Code spans are cut out first so nothing inside them is parsed. */
function inline(text: string): string {
  const codes: string[] = [];
  let html = escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => `\uE000${codes.push(code) - 1}\uE000`);
  html = html
    .replace(
      /\[([^\]]+)\]\(\s*([^\s)]+)(?:\s+&quot;([^)]*?)&quot;)?\s*\)/g,
      (_, label: string, href: string, title?: string) => `<a href="${href}"${title ? ` title="${title}"` : ''}>${label}</a>`,
    )
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '<strong>$2</strong>')
    .replace(/(^|[^*\w])\*(?=\S)(.+?)(?<=\S)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_(?=\S)(.+?)(?<=\S)_(?!\w)/g, '$1<em>$2</em>');
  return html.replace(/\uE000(\d+)\uE000/g, (_, index: string) => `<code>${codes[Number(index)]}</code>`);
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*```/;
const QUOTE = /^\s*>\s?(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const TABLE_DELIMITER = /^\s*\|(?:\s*:?-{3,}:?\s*\|)+\s*$/;

const cells = (row: string, tag: 'th' | 'td') =>
  (TABLE_ROW.exec(row)?.[1] ?? '')
    .split('|')
    .map((cell) => `<${tag}>${inline(cell.trim())}</${tag}>`)
    .join('');

/** Markdown to HTML. A page has one h1 (its title), so `#` headings become h2 like `##`. */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let index = 0;
  const isBlockStart = (line: string) =>
    HEADING.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    FENCE.test(line) ||
    QUOTE.test(line) ||
    RULE.test(line) ||
    TABLE_ROW.test(line);
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (!line.trim()) {
      index++;
      continue;
    }
    if (FENCE.test(line)) {
      const code: string[] = [];
      index++;
      while (index < lines.length && !FENCE.test(lines[index] ?? '')) code.push(lines[index++] ?? '');
      index++;
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.max(2, heading[1]?.length ?? 2);
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
      index++;
      continue;
    }
    // A table: a header row, a delimiter row (|---|---|), then its rows.
    if (TABLE_ROW.test(line) && TABLE_DELIMITER.test(lines[index + 1] ?? '')) {
      const rows: string[] = [];
      index += 2;
      while (index < lines.length && TABLE_ROW.test(lines[index] ?? '')) rows.push(`<tr>${cells(lines[index++] ?? '', 'td')}</tr>`);
      out.push(`<table><thead><tr>${cells(line, 'th')}</tr></thead><tbody>${rows.join('')}</tbody></table>`);
      continue;
    }
    if (RULE.test(line)) {
      out.push('<hr>');
      index++;
      continue;
    }
    const listPattern = BULLET.test(line) ? BULLET : ORDERED.test(line) ? ORDERED : null;
    if (listPattern) {
      const tag = listPattern === BULLET ? 'ul' : 'ol';
      const items: string[] = [];
      while (index < lines.length && listPattern.test(lines[index] ?? ''))
        items.push(`<li>${inline(listPattern.exec(lines[index++] ?? '')?.[1] ?? '')}</li>`);
      out.push(`<${tag}>${items.join('')}</${tag}>`);
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index] ?? '')) quoted.push(QUOTE.exec(lines[index++] ?? '')?.[1] ?? '');
      out.push(`<blockquote>${markdownToHtml(quoted.join('\n'))}</blockquote>`);
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && (lines[index] ?? '').trim() && (paragraph.length === 0 || !isBlockStart(lines[index] ?? '')))
      paragraph.push((lines[index++] ?? '').trim());
    out.push(`<p>${paragraph.map(inline).join(' ')}</p>`);
  }
  return out.join('\n');
}

/** CMS bodies may be HTML or markdown; HTML starts with a tag. */
export function looksLikeHtml(source: string): boolean {
  return /^\s*<(?:[a-z][a-z0-9-]*|!--)[\s\S]*>/i.test(source);
}
