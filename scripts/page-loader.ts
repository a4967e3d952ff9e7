// The page's code loader (src/start-up/page-loader.ts) built into the classic script the server writes
// at the end of each page's body: bundled, minified, with nothing of a module left (it runs before any).
import { buildSync } from 'esbuild';
import { resolve } from 'node:path';

export function buildPageLoader(root: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [resolve(root, 'src/start-up/page-loader.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2019',
    platform: 'browser',
    write: false,
  });
  return outputFiles[0]!.text.trim();
}
