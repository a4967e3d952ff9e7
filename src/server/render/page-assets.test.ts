import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChunkMap } from '../../contracts/chunk-map';
import { pageAssets, styleInliner, withPageAssets } from './page-assets';

/** A built loader stands for the real one (scripts/page-loader.ts builds it; src/start-up/page-loader.test.ts runs it). */
const LOADER = '(()=>{startPageLoader()})();';

const map: ChunkMap = {
  entry: 'assets/entry.js',
  pageLoader: LOADER,
  viewLibrary: 'assets/react-dom.js',
  modules: {
    'src/main.tsx': 'assets/entry.js',
    'src/start.tsx': 'assets/start.js',
    'src/start-up/page-runtime.tsx': 'assets/page-runtime.js',
    'src/start-up/background.ts': 'assets/background.js',
    'src/features/home/price-strip-island.tsx': 'assets/price-strip.js',
    'src/features/home/home-page.tsx': 'assets/home.js',
    'src/routes/route-data.ts': 'assets/route-data.js',
  },
  chunks: {
    'assets/entry.js': { imports: ['assets/vendor.js'], css: ['assets/index.css'] },
    'assets/vendor.js': { imports: [], css: [] },
    'assets/react-dom.js': { imports: [], css: [] },
    'assets/shared.js': { imports: ['assets/vendor.js'], css: ['assets/shared.css'] },
    'assets/start.js': { imports: ['assets/react-dom.js', 'assets/shared.js'], css: ['assets/layout.css'] },
    'assets/page-runtime.js': { imports: ['assets/react-dom.js', 'assets/shared.js'], css: [] },
    'assets/background.js': { imports: ['assets/shared.js'], css: [] },
    'assets/price-strip.js': { imports: ['assets/shared.js'], css: ['assets/price-strip.css'] },
    'assets/home.js': { imports: ['assets/shared.js', 'assets/vendor.js', 'assets/price-strip.js'], css: ['assets/home.css'] },
    'assets/route-data.js': { imports: ['assets/shared.js'], css: [] },
  },
};

const SHELL = [
  '<head>',
  '<title>Shell</title>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head>',
  '<body><div id="root"></div></body>',
].join('\n');

/** The inline loader at the end of the body of `html` (withPageAssets' answer), and the lists it reads. */
const loaderIn = (html: string) => /<script>([\s\S]*)<\/script>\n {2}<\/body>$/.exec(html)?.[1] ?? '';
const listsIn = (html: string) => /<script type="application\/json" id="page-loader">([^<]*)<\/script>/.exec(html)?.[1] ?? '';

function buildFolder(files: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'page-assets-'));
  mkdirSync(join(dist, 'assets'));
  Object.entries(files).forEach(([name, text]) => writeFileSync(join(dist, name), text));
  return dist;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pageAssets', () => {
  const home = {
    page: ['src/features/home/home-page.tsx', 'src/routes/route-data.ts'],
    islands: ['src/features/home/price-strip-island.tsx'],
  };

  it("inlines the styles of what the server rendered, the layout's and the page's with its islands, once each", () => {
    expect(pageAssets(map)(home).styles).toEqual(['assets/layout.css', 'assets/shared.css', 'assets/home.css', 'assets/price-strip.css']);
  });

  it("asks for the islands' code and their runtime, without what the entry loads, and for the view library from the head", () => {
    const assets = pageAssets(map)(home);
    expect(assets.headScripts).toEqual(['assets/react-dom.js']);
    expect(assets.islandScripts).toEqual(['assets/page-runtime.js', 'assets/shared.js', 'assets/price-strip.js']);
  });

  it('asks for no view library from the head of a build whose map names none', () => {
    const assets = pageAssets({ ...map, viewLibrary: undefined })(home);
    expect(assets.headScripts).toEqual([]);
    expect(assets.islandScripts).toContain('assets/react-dom.js');
  });

  it("fetches the app's code ahead for the first client navigation: the router, the page's module, the loaders, what runs in the background", () => {
    expect(pageAssets(map)(home).appScripts).toEqual(['assets/start.js', 'assets/home.js', 'assets/route-data.js', 'assets/background.js']);
  });

  it('names no island code for a page without islands, and nothing for a module the manifest does not know', () => {
    expect(pageAssets(map)({ page: ['src/unknown.tsx'], islands: [] })).toEqual({
      headScripts: ['assets/react-dom.js'],
      styles: ['assets/layout.css', 'assets/shared.css'],
      islandScripts: ['assets/page-runtime.js', 'assets/shared.js'],
      appScripts: ['assets/start.js', 'assets/background.js'],
      loader: LOADER,
    });
  });
});

describe('withPageAssets', () => {
  const dist = buildFolder({
    'assets/index.css': 'body{margin:0}',
    'assets/home.css': '.hero{color:red}',
    'assets/bad.css': '.x{content:"</style>"}',
  });
  const assets = {
    headScripts: [],
    styles: ['assets/home.css'],
    islandScripts: ['assets/island.js'],
    appScripts: ['assets/home.js'],
    loader: LOADER,
  };

  it('puts the entry and page styles inline, in order, each with its hash and its file named', () => {
    const { html, styleHashes } = withPageAssets(SHELL, assets, styleInliner(dist));
    expect(html).toContain('<style data-href="/assets/index.css">body{margin:0}</style>');
    expect(html).toContain('<style data-href="/assets/home.css">.hero{color:red}</style>');
    expect(html.indexOf('index.css')).toBeLessThan(html.indexOf('home.css'));
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(styleHashes).toEqual([sha256('body{margin:0}'), sha256('.hero{color:red}')]);
  });

  it("asks for the code from the build's loader at the end of the body, with the page's lists as JSON before it; one hash for every page", () => {
    const { html, scriptHashes } = withPageAssets(SHELL, assets, styleInliner(dist), ['/locales/es'], {
      lang: 'en',
      timeZone: 'Europe/Madrid',
    });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(loaderIn(html)).toBe(LOADER);
    expect(JSON.parse(listsIn(html))).toEqual({
      entry: '/assets/index.js',
      soon: [
        { rel: 'preload', href: '/locales/es', as: 'fetch' },
        { rel: 'modulepreload', href: '/assets/island.js' },
      ],
      later: [{ rel: 'modulepreload', href: '/assets/home.js' }],
      intl: 'en Europe/Madrid',
      light: false,
    });
    expect(scriptHashes).toEqual([sha256(LOADER)]);
    const other = withPageAssets(SHELL, { ...assets, islandScripts: [] }, styleInliner(dist), [], undefined, true);
    expect(JSON.parse(listsIn(other.html)).light).toBe(true);
    expect(other.scriptHashes).toEqual(scriptHashes);
  });

  it('escapes markup in the names it loads', () => {
    const { html } = withPageAssets(SHELL, { ...assets, islandScripts: ['assets/</script>.js'] }, styleInliner(dist));
    expect(listsIn(html)).toContain('\\u003c/script>.js');
  });

  it('writes no loader for a build without one', () => {
    const { html, scriptHashes } = withPageAssets(SHELL, { ...assets, loader: undefined }, styleInliner(dist));
    expect(html).not.toContain('<script');
    expect(scriptHashes).toEqual([]);
  });

  it('asks for the view library from the head, right after the charset, and leaves it out of the loader', () => {
    const shell = SHELL.replace('<head>', '<head>\n<meta charset="UTF-8" />');
    const { html } = withPageAssets(shell, { ...assets, headScripts: ['assets/react-dom.js'] }, styleInliner(dist));
    expect(html).toContain('<meta charset="UTF-8" />\n    <link rel="modulepreload" href="/assets/react-dom.js">\n<title>');
    expect(listsIn(html)).not.toContain('react-dom');
  });

  it('links a file it cannot read, or one that would end the style element early', () => {
    const { html, styleHashes } = withPageAssets(
      SHELL,
      { headScripts: [], styles: ['assets/missing.css', 'assets/bad.css'], islandScripts: [], appScripts: [] },
      styleInliner(dist),
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/missing.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/bad.css">');
    expect(styleHashes).toEqual([sha256('body{margin:0}')]);
  });
});
