import { looksLikeHtml, markdownToHtml } from './markdown-to-html';

describe('markdownToHtml', () => {
  it('never makes an h1, the page title being the only one', () => {
    expect(markdownToHtml('# One\n## Two\n### Three\n###### Six')).toBe('<h2>One</h2>\n<h2>Two</h2>\n<h3>Three</h3>\n<h6>Six</h6>');
  });

  it('joins the lines of a paragraph and separates paragraphs on blank lines', () => {
    expect(markdownToHtml('first line\nsecond line\n\nnext')).toBe('<p>first line second line</p>\n<p>next</p>');
  });

  it('builds bullet and numbered lists', () => {
    expect(markdownToHtml('- a\n* b\n+ c')).toBe('<ul><li>a</li><li>b</li><li>c</li></ul>');
    expect(markdownToHtml('1. a\n2. b')).toBe('<ol><li>a</li><li>b</li></ol>');
    expect(markdownToHtml('Intro:\n- a\n- b')).toBe('<p>Intro:</p>\n<ul><li>a</li><li>b</li></ul>');
  });

  it('handles bold, italic, code and links', () => {
    expect(markdownToHtml('**b** __b__ *i* _i_ `a*b*c` [x](https://e.example "T")')).toBe(
      '<p><strong>b</strong> <strong>b</strong> <em>i</em> <em>i</em> <code>a*b*c</code> <a href="https://e.example" title="T">x</a></p>',
    );
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(markdownToHtml('snake_case_word 2 * 3')).toBe('<p>snake_case_word 2 * 3</p>');
  });

  it('escapes raw HTML and fenced code', () => {
    expect(markdownToHtml('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
    expect(markdownToHtml('```\n<i>\n```')).toBe('<pre><code>&lt;i&gt;</code></pre>');
  });

  it('builds tables from a header row, a delimiter row and the rows below', () => {
    expect(markdownToHtml('Fees:\n\n| Method | Buy |\n|---|:---:|\n| **Card** | 5.5% |\n| Cash | 8.5% |\n\nAfter')).toBe(
      '<p>Fees:</p>\n<table><thead><tr><th>Method</th><th>Buy</th></tr></thead><tbody><tr><td><strong>Card</strong></td><td>5.5%</td></tr><tr><td>Cash</td><td>8.5%</td></tr></tbody></table>\n<p>After</p>',
    );
    // Pipes without a delimiter row below are text.
    expect(markdownToHtml('| not | a table |')).toBe('<p>| not | a table |</p>');
  });

  it('renders block quotes and rules', () => {
    expect(markdownToHtml('> quoted\n\n---')).toBe('<blockquote><p>quoted</p></blockquote>\n<hr>');
  });
});

describe('looksLikeHtml / escaping', () => {
  it('tells HTML from markdown', () => {
    expect(looksLikeHtml('<p>Hi</p>')).toBe(true);
    expect(looksLikeHtml('## Hi')).toBe(false);
    expect(looksLikeHtml('2 < 3 > 1')).toBe(false);
  });

  it('escapes the five HTML characters of the source text', () => {
    expect(markdownToHtml(`Text <a href="x">'&'</a>`)).toBe('<p>Text &lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;</p>');
  });
});
