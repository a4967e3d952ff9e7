// The stack floor: a bundle of only what src/ imports from the framework packages (React, the router,
// Query, i18next, workbox-window, the query persister, idb-keyval), minified like the app and gzipped. No page
// can ship less JavaScript than this; the gap to Home's first load is the app's own code.
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from 'terser';

const PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-router',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'workbox-window',
  '@tanstack/query-persist-client-core',
  'idb-keyval',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value imports per package, as `import X, { a, b as c } from 'pkg'` in src/ (type-only names left out). */
function importedNames(): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>(PACKAGES.map((pkg) => [pkg, new Set<string>()]));
  names.get('react/jsx-runtime')!.add('jsx').add('jsxs').add('Fragment');
  const pattern = /import\s+(?!type\s)([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*'([^']+)'/g;
  for (const file of sourceFiles('src')) {
    for (const [, defaultName, named, pkg] of readFileSync(file, 'utf8').matchAll(pattern)) {
      const set = names.get(pkg!);
      if (!set) continue;
      if (defaultName) set.add('default');
      for (const part of (named ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) set.add(name);
      }
    }
  }
  return names;
}

export async function stackFloorKb(): Promise<{ kb: number; names: number }> {
  const imports = importedNames();
  let count = 0;
  const lines = [...imports].flatMap(([pkg, set], index) => {
    if (set.size === 0) return [];
    count += set.size;
    const list = [...set].map((name) => `${name} as ${name === 'default' ? `default_${index}` : `${name}_${index}`}`).join(', ');
    return [`export { ${list} } from '${pkg}';`];
  });
  const result = await build({
    stdin: { contents: lines.join('\n'), resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  // The same minifier and settings as the app's build (vite.config.ts), so the floor compares like with like.
  const minified = await minify(result.outputFiles[0]!.text, { module: true, compress: { passes: 2 }, ecma: 2020 });
  const code = Buffer.from(minified.code ?? '');
  return { kb: Math.round((gzipSync(code).length / 1024) * 10) / 10, names: count };
}
