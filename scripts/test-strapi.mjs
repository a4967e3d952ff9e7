// `npm run test:strapi`: the content service as the real Strapi of cms/ answers it (issue 15). Installs
// cms/ when needed, starts Strapi on a fresh SQLite database (seeded from demo-api's data), then
//   1. the contract check: the same requests to Strapi and to the embedded stand-in, compared by shape
//      (cms/contract/compare.mjs; one test per request, test-results/contract-results.json), and
//   2. the content pages of the end-to-end suite (tests/e2e/content-pages.spec.ts: home, buy, a help
//      article, a content page, who we are, ATM list and detail) and every market's own content
//      (tests/e2e/market-content.spec.ts) with the site's /cms calls going to Strapi
//      (test-results/e2e-strapi-results.json).
// scripts/test-summary.mjs counts both. Ports: STRAPI_PORT (1337), CONTRACT_PORT (4390) for the
// stand-in, E2E_PORT and E2E_PRODUCTION_PORT as for the other end-to-end tests.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CMS_DIR, ensureCmsInstalled, memoryOf, startStrapi, waitFor } from './strapi-process.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const STRAPI_PORT = Number(process.env.STRAPI_PORT ?? 1337);
const CONTRACT_PORT = Number(process.env.CONTRACT_PORT ?? 4390);
const DB_FILE = '.tmp/test-strapi.db';
const run = (command, env = {}) => {
  try {
    execSync(command, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    return 0;
  } catch (error) {
    return error.status ?? 1;
  }
};

const runStarted = Date.now();
const measures = { installMs: ensureCmsInstalled() ?? null };
// A fresh database each run, so the seed is today's demo-api data; its uploads are removed afterwards.
rmSync(join(CMS_DIR, DB_FILE), { force: true });
const uploadsDir = join(CMS_DIR, 'public', 'uploads');
const uploadsBefore = new Set(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);

const strapi = await startStrapi({ port: STRAPI_PORT, env: { DATABASE_FILENAME: DB_FILE } });
measures.startMs = strapi.startMs;
measures.afterStart = memoryOf(strapi.child.pid);
console.log(`Strapi answered after ${(strapi.startMs / 1000).toFixed(1)} s (${measures.afterStart?.rssMb} MB resident)`);

// Every step runs whatever the one before it said; the run fails when any of them did.
let status = 0;
const step = (code) => {
  status = status || code;
  return code;
};
const standin = spawn(process.execPath, ['--import', 'tsx', 'demo-api/serve.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(CONTRACT_PORT) },
  stdio: 'ignore',
});
// Stopped (and its port free) before the end-to-end run starts servers of its own.
const stopStandin = () =>
  new Promise((done) => {
    if (standin.exitCode !== null || standin.signalCode !== null) return done();
    standin.once('exit', done);
    standin.kill('SIGTERM');
  });
try {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  await waitFor(`http://127.0.0.1:${CONTRACT_PORT}/cms/api/cnmv`);
  step(
    run(
      `node cms/contract/compare.mjs --cms ${strapi.origin}/api --standin http://127.0.0.1:${CONTRACT_PORT}/cms/api --json test-results/contract-results.json`,
    ),
  );
  await stopStandin();
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) step(run('npm run build'));
  step(run('node scripts/ensure-chromium.mjs'));
  step(
    run('npx playwright test tests/e2e/content-pages.spec.ts tests/e2e/market-content.spec.ts', {
      CI: process.env.CI ?? '1',
      E2E_CMS_ORIGIN: strapi.origin,
      E2E_JSON: 'test-results/e2e-strapi-results.json',
      E2E_OUTPUT: 'test-results/e2e-strapi',
    }),
  );
  measures.afterTests = memoryOf(strapi.child.pid);
} finally {
  await stopStandin();
  await strapi.stop();
  rmSync(join(CMS_DIR, DB_FILE), { force: true });
  for (const file of existsSync(uploadsDir) ? readdirSync(uploadsDir) : []) if (!uploadsBefore.has(file)) rmSync(join(uploadsDir, file));
}
measures.totalMs = Date.now() - runStarted;
measures.cmsNodeModulesMb = Math.round(Number(execSync('du -sk node_modules', { cwd: CMS_DIR }).toString().split('\t')[0]) / 1024);
writeFileSync(join(ROOT, 'test-results', 'strapi-measures.json'), `${JSON.stringify(measures, null, 2)}\n`);
console.log('Strapi run:', JSON.stringify(measures));
process.exit(status);
