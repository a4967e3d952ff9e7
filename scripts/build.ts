// `npm run build`: the sitemap, the browser build (dist/) and the server render's bundle (dist-server/),
// with ONE build id in both, since the browser hydrates only HTML rendered by its own build.
import { build } from 'vite';

process.env.VITE_BUILD_ID ??= Date.now().toString(36);

await import('./generate-sitemap');
await build();
await build({
  // The server bundle lives outside dist/, so it is never served to browsers.
  build: { ssr: 'src/server/entry-server.tsx', outDir: 'dist-server', emptyOutDir: true, minify: false, copyPublicDir: false },
  logLevel: 'warn',
});
console.log(`Built the site and its server render (build ${process.env.VITE_BUILD_ID}).`);
