// The code loader of a page rendered in light mode (src/contracts/light-mode.ts): it asks for the
// islands' code and the translations as ever, and fetches nothing ahead.
import { withPageAssets } from './page-assets';

const SHELL = '<head>\n<script type="module" crossorigin src="/assets/entry.js"></script>\n</head>\n<body></body>';
const ASSETS = { styles: [], islandScripts: ['assets/island.js'], appScripts: ['assets/home.js'] };

/** The URLs the loader adds to the page, every timer, frame and idle callback run to the end, each request arriving. */
function addedBy(light: boolean): string[] {
  const html = withPageAssets(SHELL, ASSETS, () => undefined, ['/locales/es'], undefined, light).html;
  const loader = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
  const added: Array<{ href?: string; src?: string; onload?: () => void }> = [];
  const queue: Array<() => void> = [];
  const fakeWindow = { requestIdleCallback: (callback: () => void) => queue.push(callback), addEventListener: () => undefined };
  const fakeDocument = {
    readyState: 'complete',
    createElement: () => ({}),
    head: {
      appendChild: (node: { onload?: () => void }) => {
        added.push(node);
        if (node.onload) queue.push(node.onload);
      },
    },
  };
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader)(
    fakeDocument,
    fakeWindow,
    () => undefined,
    (callback: () => void) => queue.push(callback),
  );
  while (queue.length > 0) queue.shift()!();
  return added.map((tag) => tag.href ?? tag.src ?? '');
}

describe('the code loader in light mode', () => {
  it("asks for the entry, the islands' code and the translations, and fetches the app's code ahead only when not light", () => {
    expect(addedBy(true)).toEqual(['/assets/entry.js', '/locales/es', '/assets/island.js']);
    expect(addedBy(false)).toEqual(['/assets/entry.js', '/locales/es', '/assets/island.js', '/assets/home.js']);
  });
});
