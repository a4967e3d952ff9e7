// The core journeys on Chromium, Firefox ESR and WebKitGTK (tests/engines/), one engine after another,
// each in one browser session: `npm run test:engines`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/engines/*.test.ts'],
    globalSetup: ['tests/engines/site-server.ts'],
    fileParallelism: false,
    testTimeout: 45_000,
    hookTimeout: 60_000,
  },
});
