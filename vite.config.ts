import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadSeesInlineStyles } from './scripts/preload-sees-inline-styles';
import { islandChunks } from './scripts/island-chunks';
import { chunkMap } from './scripts/chunk-map';
import { compileHints } from './scripts/compile-hints';
import { translator, WEB_MANIFEST_PATH, webManifest } from './src/offline/web-manifest';

const localeFileNames = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();

/** Revision of the default (Spanish) translations, so the service worker precaches them with the shell. */
function localeRevision(lang: string): string {
  const dir = `demo-api/data/locales/${lang}`;
  const hash = createHash('sha256');
  for (const file of localeFileNames(dir)) hash.update(readFileSync(`${dir}/${file}`));
  return hash.digest('hex').slice(0, 16);
}

/** The entry's chunk (main.tsx), named so the preload lists can tell it apart from other chunks. */
const ENTRY_CHUNK = /(^|\/)entry-[\w-]+\.js$/;
const ENTRY_MODULE = resolve('src/main.tsx');

/** A language's translations as the locale-files service answers them: one key per namespace file. */
function translations(lang: string): Record<string, unknown> {
  const dir = `demo-api/data/locales/${lang}`;
  return Object.fromEntries(localeFileNames(dir).map((file) => [file.slice(0, -5), JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'))]));
}

// The build writes the Spanish manifest; the site's server answers each host in its market's language
// (src/offline/web-manifest.ts). index.html links it; the precached copy is revised when either changes.
const MANIFESTS = {
  es: webManifest('es', translator(translations('es'), translations('en'))),
  en: webManifest('en', translator(translations('en'))),
};
const MANIFEST_REVISION = createHash('sha256').update(JSON.stringify(MANIFESTS)).digest('hex').slice(0, 16);

/** Writes dist/manifest.webmanifest (the browser build only). */
const emitWebManifest = (): Plugin => ({
  name: 'web-manifest',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: WEB_MANIFEST_PATH.slice(1), source: JSON.stringify(MANIFESTS.es) });
  },
});

/** Changes with every build: busts the persisted query cache when the app changes. */
const BUILD_ID = process.env.VITE_BUILD_ID ?? Date.now().toString(36);

export default defineConfig(({ isSsrBuild }) => ({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) },
  plugins: [
    react(),
    preloadSeesInlineStyles(),
    chunkMap(resolve('.'), ENTRY_MODULE),
    emitWebManifest(),
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Map and chart chunks are cached when first used, not precached for every visitor; the ICU
        // warm-up worker serves only server-rendered pages (page-assets.ts), never the shell.
        globIgnores: ['**/node_modules/**', '**/chart-canvas-*.js', '**/finder-map-*', 'intl-warm-up.js'],
        additionalManifestEntries: [
          { url: '/locales/es', revision: localeRevision('es') },
          { url: WEB_MANIFEST_PATH, revision: MANIFEST_REVISION },
        ],
      },
      // The manifest is ours (emitWebManifest, per host on the server), so the plugin adds neither file nor link.
      manifest: false,
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser that runs this app supports modulepreload natively; no polyfill in the first load.
    modulePreload: {
      polyfill: false,
      // What the entry imports (each island, the app) carries no list of its chunks to preload: the page's
      // loader asks for exactly what the page needs (src/server/render/page-assets.ts), and a list per
      // island, of every chunk it uses, would be most of the entry's weight. Their styles still go through it.
      resolveDependencies: (_file, deps, { hostId }) => (ENTRY_CHUNK.test(hostId) ? [] : deps),
    },
    // The server render's bundle keeps its own name (scripts/build.ts).
    rollupOptions: isSsrBuild ? {} : { output: { entryFileNames: 'assets/entry-[hash].js', manualChunks: islandChunks(ENTRY_MODULE) } },
    // terser with two passes writes the first-load bundle about 4 KB gzip smaller than esbuild's minifier.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020 },
  },
}));
