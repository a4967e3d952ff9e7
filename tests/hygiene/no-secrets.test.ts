// @vitest-environment node
// No configured secret reaches the browser bundle. The maps key and the telephony credentials belong to
// a server-side proxy (README, "Configuration"); this builds the site with sentinel values in those
// variables and checks that none of them appears in any output file, and checks the current dist/
// against whatever real values this environment holds.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/** Server-side secrets: never a VITE_ variable, so never in the bundle. */
const SECRET_VARIABLES = ['MAPS_API_KEY', 'GOOGLE_MAPS_API_KEY', 'TELEPHONY_TOKEN', 'TELEPHONY_API_KEY', 'TELEPHONY_PASSWORD', 'RATES_API_KEY', 'NEWSLETTER_API_KEY', 'REDIS_URL'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function leaks(dir: string, secrets: string[]): string[] {
  return filesUnder(dir).flatMap((file) => {
    const text = readFileSync(file).toString('latin1');
    return secrets.filter((secret) => text.includes(secret)).map((secret) => `${file} holds ${secret.slice(0, 6)}...`);
  });
}

test('a build made with secrets in the environment holds none of them', async () => {
  const sentinels = Object.fromEntries(SECRET_VARIABLES.map((name) => [name, `sentinel-${name.toLowerCase()}-${Date.now().toString(36)}`]));
  const saved = Object.fromEntries(SECRET_VARIABLES.map((name) => [name, process.env[name]]));
  Object.assign(process.env, sentinels);
  const outDir = mkdtempSync(join(tmpdir(), 'no-secrets-'));
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir, emptyOutDir: true } });
    expect(filesUnder(outDir).length).toBeGreaterThan(5);
    expect(leaks(outDir, Object.values(sentinels))).toEqual([]);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(outDir, { recursive: true, force: true });
  }
}, 240_000);

test('dist/ holds none of the secrets configured here', () => {
  const configured = SECRET_VARIABLES.map((name) => process.env[name]).filter((value): value is string => !!value && value.length >= 8);
  const found = existsSync('dist') && configured.length > 0 ? leaks('dist', configured) : [];
  expect(found).toEqual([]);
});
