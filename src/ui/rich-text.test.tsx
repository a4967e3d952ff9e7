import { cleanup, render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Blocks } from './blocks-to-html';
import { looksLikeHtml, markdownToHtml } from './markdown-to-html';
import { RichText, type RichTextSource } from './rich-text';
import { OWASP_XSS_PAYLOADS } from '../../tests/fixtures/xss-payloads';

const DANGEROUS_TAGS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'svg',
  'math',
  'body',
  'bgsound',
  'video',
  'source',
  'details',
  'noscript',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'background', 'dynsrc', 'lowsrc', 'xlink:href', 'data'];

/** Every problem a sanitized fragment could still hold; empty when it is safe. */
function problemsIn(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return problemsUnder(template.content);
}

/** The same for what is already in a document, such as a rendered component. */
function problemsUnder(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (DANGEROUS_TAGS.includes(tag)) problems.push(`tag ${tag}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`handler ${name}`);
      if (name === 'style') problems.push('style attribute');
      // Browsers drop control characters and whitespace inside a scheme, so compare without them.
      const value = attribute.value.replace(/[\p{Cc}\s]/gu, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/.test(value)) problems.push(`${name}=${attribute.value}`);
    }
  }
  return problems;
}

/** Renders `element` as a page of a router, which RichText's links need; resolves to the rendered container. */
async function renderPage(element: () => JSX.Element) {
  const rootRoute = createRootRoute({ component: element });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return render(<RouterProvider router={router} />).container;
}

/** The HTML RichText puts in the page for `source` ('' when it renders nothing). */
async function richTextToHtml(source: RichTextSource): Promise<string> {
  const container = await renderPage(() => <RichText source={source} />);
  const html = container.querySelector('.rich-text')?.innerHTML ?? '';
  cleanup();
  return html;
}

describe('rich text sanitizer against the OWASP XSS filter-evasion payloads', () => {
  // The same page without the sanitizer: the check finds most payloads there, so its finding nothing
  // below means the sanitizer took them out, not that the check looks past them.
  it('finds the payloads in a page that renders them unsanitized', () => {
    const found = OWASP_XSS_PAYLOADS.filter((payload) => {
      const page = document.createElement('div');
      page.innerHTML = looksLikeHtml(payload) ? payload : markdownToHtml(payload);
      return problemsUnder(page).length > 0;
    });
    expect(found.length).toBeGreaterThan(OWASP_XSS_PAYLOADS.length / 2);
  });

  it('leaves no script, handler or javascript: URL in the page when RichText renders them', async () => {
    const container = await renderPage(() => (
      <>
        {OWASP_XSS_PAYLOADS.map((payload, index) => (
          <RichText key={index} source={payload} />
        ))}
        <RichText source={'## Safe title\n\nSome **bold** text and a [contact link](/contacto).'} className="control" />
      </>
    ));
    expect(problemsUnder(container)).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
    // What is safe is still rendered, next to the payloads' harmless remains.
    const control = container.querySelector('.rich-text.control');
    expect(control?.querySelector('h2')?.textContent).toBe('Safe title');
    expect(control?.querySelector('strong')?.textContent).toBe('bold');
    expect(control?.querySelector('a')?.getAttribute('href')).toBe('/contacto');
    expect(container.querySelectorAll('.rich-text').length).toBeGreaterThan(OWASP_XSS_PAYLOADS.length / 2);
  });

  it.each(OWASP_XSS_PAYLOADS.map((payload, index) => [index, payload]))(
    'payload %i keeps no script, handler or javascript: URL',
    async (_index, payload) => {
      const html = await richTextToHtml(payload as string);
      expect(problemsIn(html)).toEqual([]);
      expect(html).not.toMatch(/<script/i);
    },
  );

  it('also keeps them out when wrapped in an HTML body and inside markdown paragraphs', async () => {
    for (const payload of OWASP_XSS_PAYLOADS) {
      expect(problemsIn(await richTextToHtml(`<p>intro</p>${payload}`))).toEqual([]);
      expect(problemsIn(await richTextToHtml(`Some text\n\n${payload}\n\nmore`))).toEqual([]);
    }
  });
});

describe('rich text links and content', () => {
  it('opens outside links in a new tab without an opener', async () => {
    const link = new DOMParser().parseFromString(await richTextToHtml('[Docs](https://example.org/docs)'), 'text/html').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps site links in the same tab and strips a target the CMS set', async () => {
    const link = new DOMParser()
      .parseFromString(await richTextToHtml('<p><a href="/contacto" target="_blank">Contacto</a></p>'), 'text/html')
      .querySelector('a');
    expect(link?.getAttribute('href')).toBe('/contacto');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('keeps mailto and tel links, and lazy-loads images', async () => {
    const html = await richTextToHtml(
      '<p><a href="mailto:a@b.example">mail</a> <a href="tel:+34911">tel</a><img src="/a.png" alt="A" width="10" height="10"></p>',
    );
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain('href="tel:+34911"');
    expect(html).toContain('loading="lazy"');
  });

  it('renders the markdown it receives', async () => {
    const html = await richTextToHtml('## Title\n\nSome **bold** and *italic* text with `code`.\n\n- one\n- two');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>');
  });

  it('renders nothing for an empty or missing body', async () => {
    const container = await renderPage(() => <RichText source={undefined} />);
    expect(container.querySelector('.rich-text')).toBeNull();
  });
});

describe('Strapi blocks', () => {
  const blocks: Blocks = [
    { type: 'heading', level: 1, children: [{ type: 'text', text: 'Fees' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Pay ' },
        { type: 'text', text: 'less', bold: true },
        { type: 'text', text: ' <b>today</b>', italic: true },
      ],
    },
    {
      type: 'list',
      format: 'ordered',
      children: [{ type: 'list-item', children: [{ type: 'link', url: '/comprar', children: [{ type: 'text', text: 'Buy' }] }] }],
    },
    { type: 'quote', children: [{ type: 'text', text: 'Quoted' }] },
    { type: 'code', children: [{ type: 'text', text: 'a < b' }] },
    {
      type: 'image',
      image: { url: '/uploads/x.png', mime: 'image/png', alternativeText: 'An image', width: 10, height: 20 },
      children: [{ type: 'text', text: '' }],
    },
  ];

  it('renders headings (from h2), marks, lists, links, quotes, code and images', async () => {
    expect(await richTextToHtml(blocks)).toBe(
      '<h2>Fees</h2><p>Pay <strong>less</strong><em> &lt;b&gt;today&lt;/b&gt;</em></p><ol><li><a href="/comprar">Buy</a></li></ol>' +
        '<blockquote>Quoted</blockquote><pre><code>a &lt; b</code></pre><p><img src="/cms/uploads/x.png" alt="An image" width="10" height="20" loading="lazy" decoding="async"></p>',
    );
  });

  it('is as safe as markdown: OWASP payloads as text, link URLs and unknown blocks included', async () => {
    for (const payload of OWASP_XSS_PAYLOADS) {
      const html = await richTextToHtml([
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: payload },
            { type: 'link', url: payload, children: [{ type: 'text', text: payload }] },
          ],
        },
        { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] },
        { type: 'unknown-widget', children: [{ type: 'text', text: payload }] },
      ]);
      expect(problemsIn(html)).toEqual([]);
    }
  });
});
