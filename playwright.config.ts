import { defineConfig, devices } from '@playwright/test';
import { RATES_SENTINEL, TELEPHONY_SENTINEL } from './tests/e2e/credentials';
import { CHROMIUM_FLAGS } from './tests/setup/chromium-flags';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The production entry (src/server/production.ts), with the demo backend above as its outside world. */
const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 4174);
/** A real Strapi (cms/) for the content, instead of the embedded stand-in: scripts/test-strapi.mjs sets it. */
const CMS_ORIGIN = process.env.E2E_CMS_ORIGIN;
/** `external`: the site at E2E_PORT is already running (the proxy of scripts/test-topology.mjs); start none. */
const EXTERNAL_SERVERS = process.env.E2E_SERVERS === 'external';

/**
 * The production entry's services are the demo server, which checks the bot check's proof again: both
 * sign with one secret, as every process of one site must.
 */
const FORM_PROOF_SECRET = 'e2e-shared-form-proof-secret';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@alone/ },
    // Liveness checks that a second browser running beside them starves (the outbox's 50 writes with the
    // worker stopped every 500 ms): they run once everything else has, with the machine to themselves.
    { name: 'alone', use: { ...devices['Desktop Chrome'], channel: undefined }, grep: /@alone/, dependencies: ['chromium'] },
  ],
  webServer: EXTERNAL_SERVERS
    ? undefined
    : [
        {
          command: `node --import tsx demo-api/serve.ts`,
          // The bot check runs at its defaults, as a visitor meets it; only the limits are loose, because these
          // tests write a lot. The limits are tested on the production entry below (public-writes.spec.ts).
          env: {
            PORT: String(PORT),
            FORM_PROOF_SECRET,
            RATE_LIMIT_WRITES_PER_HOUR: '100000',
            RATE_LIMIT_CALLBACKS_PER_NUMBER: '100000',
            RATE_LIMIT_CHALLENGES_PER_MINUTE: '100000',
            ...(CMS_ORIGIN ? { CMS_ORIGIN } : {}),
          },
          url: `http://127.0.0.1:${PORT}/locales/es`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `node --import tsx src/server/production.ts`,
          env: {
            PORT: String(PRODUCTION_PORT),
            API_ORIGIN: `http://127.0.0.1:${PORT}`,
            TRUST_PROXY: '1',
            FORM_PROOF_SECRET,
            RATE_LIMIT_WRITES_PER_HOUR: '4',
            TELEPHONY_API_KEY: TELEPHONY_SENTINEL,
            RATES_API_KEY: RATES_SENTINEL,
          },
          url: `http://127.0.0.1:${PRODUCTION_PORT}/locales/es`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
      ],
});
