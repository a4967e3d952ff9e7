import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadSeesInlineStyles } from './scripts/preload-sees-inline-styles';

/** Revision of the default (Spanish) translations, so the service worker precaches them with the shell. */
function localeRevision(lang: string): string {
  const dir = `demo-api/data/locales/${lang}`;
  const hash = createHash('sha256');
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    hash.update(readFileSync(`${dir}/${file}`));
  return hash.digest('hex').slice(0, 16);
}

/** The entry's chunk (main.tsx), named so the preload lists can tell it apart from other chunks. */
const ENTRY_CHUNK = /(^|\/)entry-[\w-]+\.js$/;

/** Changes with every build: busts the persisted query cache when the app changes. */
const BUILD_ID = process.env.VITE_BUILD_ID ?? Date.now().toString(36);

export default defineConfig(({ isSsrBuild }) => ({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) },
  plugins: [
    react(),
    preloadSeesInlineStyles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Map and chart chunks are cached when first used, not precached for every visitor; the ICU
        // warm-up worker serves only server-rendered pages (page-assets.ts), never the shell.
        globIgnores: ['**/node_modules/**', '**/chart-canvas-*.js', '**/finder-map-*', 'intl-warm-up.js'],
        additionalManifestEntries: [{ url: '/locales/es', revision: localeRevision('es') }],
      },
      manifest: {
        name: 'CryptoPlaza: compra y vende criptomonedas',
        short_name: 'CryptoPlaza',
        description: 'Compra y vende criptomonedas online, en cajeros y en tiendas.',
        lang: 'es',
        start_url: '/?source=pwa',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b3d91',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
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
    rollupOptions: isSsrBuild ? {} : { output: { entryFileNames: 'assets/entry-[hash].js' } },
    // terser with two passes writes the first-load bundle about 4 KB gzip smaller than esbuild's minifier.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020 },
  },
}));
