// Which built files carry V8's compile hint (scripts/compile-hints.ts): the code a first touch runs (the
// islands, their runtime and all they import), and nothing only the app runs.
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints, firstTouchChunks } from '../../scripts/compile-hints';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
  ({ type: 'chunk', fileName, moduleIds, imports, code: `code of ${fileName}` }) as unknown as Rollup.OutputChunk;

const BUNDLE = [
  chunk('assets/entry.js', ['/site/src/main.tsx', '/site/src/start-up/island-roots.tsx']),
  chunk('assets/react.js', ['/site/node_modules/react-dom/client.js']),
  chunk('assets/site-core.js', ['/site/src/start-up/page-runtime.tsx', '/site/src/lib/bounded-memo.ts'], ['assets/react.js']),
  chunk('assets/finder-island.js', ['/site/src/features/finder/list/finder-island.tsx'], ['assets/site-core.js', 'assets/finder.js']),
  chunk('assets/finder.js', ['/site/src/features/finder/list/finder.tsx'], ['assets/site-core.js']),
  chunk('assets/start.js', ['/site/src/start.tsx'], ['assets/router.js', 'assets/site-core.js']),
  chunk('assets/router.js', ['/site/node_modules/@tanstack/react-router/index.js']),
];

describe('compile hints', () => {
  it("hint the islands' chunks, the runtime's and what they import, and none of the app's own", () => {
    const files = [...firstTouchChunks(BUNDLE)].map((found) => found.fileName).sort();
    expect(files).toEqual(['assets/finder-island.js', 'assets/finder.js', 'assets/react.js', 'assets/site-core.js']);
  });

  it('put the hint on the first line of those files, once, and leave the rest as built', () => {
    const bundle = Object.fromEntries(BUNDLE.map((built) => [built.fileName, { ...built }])) as Rollup.OutputBundle;
    const plugin = compileHints();
    const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;
    generate.call({}, {}, bundle);
    const code = (file: string) => (bundle[file] as Rollup.OutputChunk).code;
    expect(code('assets/react.js')).toBe(`${COMPILE_HINT}\ncode of assets/react.js`);
    expect(code('assets/finder-island.js').split('\n')[0]).toBe(COMPILE_HINT);
    expect(code('assets/start.js')).toBe('code of assets/start.js');
    expect(code('assets/router.js')).toBe('code of assets/router.js');
    expect(code('assets/entry.js')).toBe('code of assets/entry.js');
  });
});
