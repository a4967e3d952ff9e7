// The code loader of a page rendered in light mode (src/contracts/light-mode.ts): it asks for the
// islands' code and the translations as ever, and fetches nothing ahead, even for a visitor reaching for a link.
import { withPageAssets } from './page-assets';

const SHELL = '<head>\n<script type="module" crossorigin src="/assets/entry.js"></script>\n</head>\n<body></body>';
const ASSETS = { headScripts: [], styles: [], islandScripts: ['assets/island.js'], appScripts: ['assets/home.js'] };

/** The URLs the loader adds to the page, every timer and frame run to the end, and the visitor reaching for a site link. */
function addedBy(light: boolean): string[] {
  const html = withPageAssets(SHELL, ASSETS, () => undefined, ['/locales/es'], undefined, light).html;
  const loader = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
  const added: Array<{ href?: string; src?: string }> = [];
  const queue: Array<() => void> = [];
  const listeners: Array<(event: { target: unknown }) => void> = [];
  const fakeDocument = {
    createElement: () => ({}),
    head: { appendChild: (node: { href?: string; src?: string }) => added.push(node) },
    addEventListener: (_type: string, listener: (event: { target: unknown }) => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  };
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader)(
    fakeDocument,
    {},
    (callback: () => void) => queue.push(callback),
    (callback: () => void) => queue.push(callback),
  );
  while (queue.length > 0) queue.shift()!();
  listeners.splice(0, 1)[0]?.({ target: { closest: () => ({}) } });
  while (queue.length > 0) queue.shift()!();
  return added.map((tag) => tag.href ?? tag.src ?? '');
}

describe('the code loader in light mode', () => {
  it("asks for the entry, the islands' code and the translations, and fetches the app's code ahead only when not light", () => {
    expect(addedBy(true)).toEqual(['/assets/entry.js', '/locales/es', '/assets/island.js']);
    expect(addedBy(false)).toEqual(['/assets/entry.js', '/locales/es', '/assets/island.js', '/assets/home.js']);
  });
});
