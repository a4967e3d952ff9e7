import type { KnipConfig } from 'knip';

// Entries marked `!` are what runs in production (`knip --production` follows only them); the rest
// (scripts, tests, the bench) runs in development. knip's Vite, Vitest and Playwright plugins read
// index.html, vite.config.ts (the service worker), vitest.config.ts and playwright.config.ts themselves.
// Test support (the Vite-bundled locales, the XSS payloads) lives under tests/, not beside the code it serves:
// there it is a development entry by its folder, with no `ignore` that could also hide real findings.
const config: KnipConfig = {
  entry: [
    // The server render's bundle (scripts/build.ts) and the production server (npm run serve:production).
    // One pattern for both: `production.ts!` on its own draws a "redundant entry" hint in the default run, which
    // already takes it from the serve:production script (knip --production reads only the `start` script).
    'src/server/{render/entry-server.tsx,production.ts}!',
    // Loaded through import.meta.glob by src/routes/page-modules.ts, which knip does not follow.
    'src/features/**/*-page.tsx!',
    // Built into each page's inline code loader by scripts/page-loader.ts.
    'src/start-up/page-loader.ts!',
    // Started as `new Worker(new URL(...))` by src/api/form-proof.ts.
    'src/api/form-proof.worker.ts!',
    'scripts/*.{ts,mjs}',
    // Started by path (node --import tsx demo-api/serve-services.ts) by scripts/topology-process.mjs.
    'demo-api/serve-services.ts',
    'tests/**/*.{ts,tsx,mjs}',
  ],
  project: ['src/**/*.{ts,tsx}!', 'sw/**/*.ts!', 'demo-api/**/*.ts!', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx,mjs}'],
  // System programs the set-up scripts and the HTML check run (installed by scripts/ensure-*.mjs).
  ignoreBinaries: ['apt-get', 'dpkg-query', 'java'],
  ignoreDependencies: [
    // Its jar is found by path (require.resolve) in tests/e2e/crawlers.spec.ts.
    'vnu-jar',
  ],
};

export default config;
