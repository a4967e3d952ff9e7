import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageAssets, styleInliner, withPageAssets, type BuildManifest, type IntlWarmUp } from './page-assets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_vendor.js'], isEntry: true },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['_vendor.js'] },
  'src/features/home/home-page.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['_shared.js', '_vendor.js'] },
  'src/routes/route-data.ts': { file: 'assets/route-data.js', imports: ['_shared.js'] },
};

const SHELL = [
  '<head>',
  '<title>Shell</title>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head>',
  '<body><div id="root"></div></body>',
].join('\n');

/** The inline loader at the end of the body of `html` (withPageAssets' answer). */
const loaderIn = (html: string) => /<script>([\s\S]*)<\/script>\n {2}<\/body>$/.exec(html)?.[1] ?? '';

/** The loader withPageAssets writes for a shell whose entry is `entry`, with these chunks and fetches. */
function codeLoader(entry: string, modules: string[], fetches: string[], intl?: IntlWarmUp): string {
  const shell = `<head>\n<script type="module" crossorigin src="${entry}"></script>\n</head>\n<body></body>`;
  const assets = { styles: [], scripts: modules.map((href) => href.replace(/^\//, '')) };
  return loaderIn(withPageAssets(shell, assets, () => undefined, fetches, intl).html);
}

function buildFolder(files: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'page-assets-'));
  mkdirSync(join(dist, 'assets'));
  Object.entries(files).forEach(([name, text]) => writeFileSync(join(dist, name), text));
  return dist;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pageAssets', () => {
  it("names the page's styles and code, once each, without what the entry loads", () => {
    expect(pageAssets(manifest)(['src/features/home/home-page.tsx', 'src/routes/route-data.ts'])).toEqual({
      styles: ['assets/home.css', 'assets/shared.css'],
      scripts: ['assets/home.js', 'assets/shared.js', 'assets/route-data.js'],
    });
  });

  it("adds the entry's start-up steps, which it imports at once, ahead of the page's own", () => {
    const steps: BuildManifest = {
      ...manifest,
      'index.html': { ...manifest['index.html'], dynamicImports: ['_client.js', '_start.js'] },
      '_client.js': { file: 'assets/client.js' },
      '_start.js': { file: 'assets/start.js', css: ['assets/start.css'], imports: ['_client.js', '_shared.js'] },
    };
    expect(pageAssets(steps)(['src/features/home/home-page.tsx'])).toEqual({
      styles: ['assets/start.css', 'assets/shared.css', 'assets/home.css'],
      scripts: ['assets/client.js', 'assets/start.js', 'assets/shared.js', 'assets/home.js'],
    });
  });

  it('names nothing for a module the manifest does not know', () => {
    expect(pageAssets(manifest)(['src/unknown.tsx'])).toEqual({ styles: [], scripts: [] });
  });
});

describe('withPageAssets', () => {
  const dist = buildFolder({
    'assets/index.css': 'body{margin:0}',
    'assets/home.css': '.hero{color:red}',
    'assets/bad.css': '.x{content:"</style>"}',
  });
  const assets = { styles: ['assets/home.css'], scripts: ['assets/home.js'] };

  it('puts the entry and page styles inline, in order, each with its hash and its file named', () => {
    const { html, styleHashes } = withPageAssets(SHELL, assets, styleInliner(dist));
    expect(html).toContain('<style data-href="/assets/index.css">body{margin:0}</style>');
    expect(html).toContain('<style data-href="/assets/home.css">.hero{color:red}</style>');
    expect(html.indexOf('index.css')).toBeLessThan(html.indexOf('home.css'));
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(styleHashes).toEqual([sha256('body{margin:0}'), sha256('.hero{color:red}')]);
  });

  it('asks for the code from an inline loader at the end of the body, whose hash it returns', () => {
    const { html, scriptHashes } = withPageAssets(SHELL, assets, styleInliner(dist), ['/locales/es']);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = loaderIn(html);
    expect(loader).toContain('"/assets/index.js"');
    expect(loader).toContain('"/assets/home.js"');
    expect(loader).toContain('"/locales/es"');
    expect(scriptHashes).toEqual([sha256(loader)]);
  });

  it('the loader adds the entry once, after a frame or a timer, and fetches the rest ahead once the page has loaded and is idle', () => {
    const added: Array<Record<string, string>> = [];
    const timers: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const idle: Array<() => void> = [];
    const element = () => ({}) as Record<string, string>;
    const listened: string[] = [];
    const windowListeners: Record<string, () => void> = {};
    const fakeWindow: Record<string, unknown> = {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      addEventListener: (type: string, listener: () => void) => (windowListeners[type] = listener),
    };
    const fakeDocument = {
      readyState: 'interactive',
      createElement: element,
      head: { appendChild: (node: Record<string, string>) => added.push({ ...node }) },
      addEventListener: (type: string) => listened.push(type),
    };
    const run = new Function(
      'document',
      'window',
      'requestAnimationFrame',
      'setTimeout',
      codeLoader('/assets/index.js', ['/assets/home.js'], ['/locales/es']),
    );
    run(
      fakeDocument,
      fakeWindow,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    // The early-event recorder listens from the start (early-events.ts has its own tests).
    expect(listened).toEqual(['click', 'input', 'change', 'submit']);
    expect(fakeWindow.__earlyEvents).toMatchObject({ events: [] });
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    // The frame's timer and the fallback timer: the second finds it started.
    timers.splice(0).forEach((timer) => timer());
    const entry = { type: 'module', crossOrigin: '', src: '/assets/index.js' };
    expect(added).toEqual([entry]);
    // Nothing more until the page has loaded and the browser is idle.
    expect(idle).toEqual([]);
    fakeDocument.readyState = 'complete';
    windowListeners.load!();
    expect(added).toEqual([entry]);
    idle.shift()!();
    expect(added).toEqual([entry, { rel: 'preload', href: '/locales/es', as: 'fetch', crossOrigin: 'anonymous' }]);
    while (timers.length > 0) timers.shift()!();
    expect(added).toEqual([
      entry,
      { rel: 'preload', href: '/locales/es', as: 'fetch', crossOrigin: 'anonymous' },
      { rel: 'modulepreload', href: '/assets/home.js' },
    ]);
  });

  it('starts a worker that loads ICU data for the page language and time zone, off the main thread', () => {
    const started: Array<{ url: string; name: string }> = [];
    const loader = codeLoader('/assets/index.js', [], [], { lang: 'en', timeZone: 'America/Asuncion' });
    const run = new Function('document', 'window', 'Worker', 'requestAnimationFrame', 'setTimeout', loader);
    class FakeWorker {
      constructor(url: string, options: { name: string }) {
        started.push({ url, name: options.name });
      }
    }
    const document = { addEventListener: () => undefined };
    run(
      document,
      { Worker: FakeWorker },
      FakeWorker,
      () => undefined,
      () => undefined,
    );
    expect(started).toEqual([{ url: '/intl-warm-up.js', name: 'en America/Asuncion' }]);
    // No worker (or one the browser refuses): the loader goes on; the page formats on the main thread.
    expect(() =>
      run(
        document,
        {},
        undefined,
        () => undefined,
        () => undefined,
      ),
    ).not.toThrow();
    class RefusedWorker {
      constructor() {
        throw new Error('SecurityError');
      }
    }
    expect(() =>
      run(
        document,
        { Worker: RefusedWorker },
        RefusedWorker,
        () => undefined,
        () => undefined,
      ),
    ).not.toThrow();
    // The page's own thread formats nothing ahead of the code.
    expect(loader).not.toContain('Intl.');
  });

  it('escapes markup in the names it loads', () => {
    expect(codeLoader('/assets/index.js', ['/assets/</script>.js'], [])).not.toContain('</script>');
  });

  it('links a file it cannot read, or one that would end the style element early', () => {
    const { html, styleHashes } = withPageAssets(
      SHELL,
      { styles: ['assets/missing.css', 'assets/bad.css'], scripts: [] },
      styleInliner(dist),
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/missing.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/bad.css">');
    expect(styleHashes).toEqual([sha256('body{margin:0}')]);
  });
});
