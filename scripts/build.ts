// `npm run build`: the browser build (dist/) and the server render's bundle (dist-server/),
// with ONE build id in both, since the browser hydrates only HTML rendered by its own build.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { build } from 'vite';
import { CHUNK_MAP_FILE } from './chunk-map';

process.env.VITE_BUILD_ID ??= Date.now().toString(36);

// The chunk map (scripts/chunk-map.ts) tells the server which files each page needs; it is for the
// server, not for browsers.
await build();
await build({
  // The server bundle lives outside dist/, so it is never served to browsers.
  build: { ssr: 'src/server/render/entry-server.tsx', outDir: 'dist-server', emptyOutDir: true, minify: false, copyPublicDir: false },
  logLevel: 'warn',
});
mkdirSync('dist-server', { recursive: true });
renameSync(`dist/${CHUNK_MAP_FILE}`, 'dist-server/client-manifest.json');
rmSync('dist/.vite', { recursive: true, force: true });
console.log(`Built the site and its server render (build ${process.env.VITE_BUILD_ID}).`);
