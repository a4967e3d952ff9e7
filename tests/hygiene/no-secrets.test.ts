// @vitest-environment node
// No configured secret reaches the browser bundle. The maps key and the provider credentials belong to the
// site's server (README "Configuration", docs/public-writes.md). This builds the site once with known values in those variables
// (the telephony and rates ones are the credentials e2e gives the production server, tests/e2e/credentials.ts)
// and checks two things that hold whether or not this environment has any secret of its own:
// - no output file holds any of those values;
// - no module the browser bundle is made of names one of those variables. A client module that read one, or
//   imported the server code that does (src/server/public-writes/write-config.ts), would be a leak waiting for a build
//   setting that fills it in, so it fails here before any value can reach a browser.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { build, type Rollup } from 'vite';
import { RATES_SENTINEL, TELEPHONY_SENTINEL } from '../e2e/credentials';

/** Server-side secrets: never a VITE_ variable, so never in the bundle. */
const SECRET_VARIABLES = [
  'MAPS_API_KEY',
  'GOOGLE_MAPS_API_KEY',
  'TELEPHONY_TOKEN',
  'TELEPHONY_API_KEY',
  'TELEPHONY_PASSWORD',
  'RATES_API_KEY',
  'NEWSLETTER_API_KEY',
  'REDIS_URL',
  'FORM_PROOF_SECRET',
];

const RUN = Date.now().toString(36);
const SENTINELS: Record<string, string> = {
  ...Object.fromEntries(SECRET_VARIABLES.map((name) => [name, `sentinel-${name.toLowerCase()}-${RUN}`])),
  TELEPHONY_API_KEY: TELEPHONY_SENTINEL,
  RATES_API_KEY: RATES_SENTINEL,
};

const ROOT = resolve('.');

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

/** The secret variables a source text names as a whole word (so GOOGLE_MAPS_API_KEY is not also MAPS_API_KEY). */
const namedIn = (text: string) => SECRET_VARIABLES.filter((name) => new RegExp(`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(text));

/** This project's source files that the browser build was made of (no virtual modules, no packages). */
function projectModules(output: Rollup.RollupOutput | Rollup.RollupOutput[]): string[] {
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === 'chunk');
  const ids = chunks.flatMap((chunk) => chunk.moduleIds).map((id) => id.split('?')[0] ?? id);
  return [...new Set(ids)].filter((id) => id.startsWith(ROOT + sep) && !id.includes(`${sep}node_modules${sep}`) && existsSync(id));
}

let outDir = '';
let modules: string[] = [];

beforeAll(async () => {
  const saved = Object.fromEntries(SECRET_VARIABLES.map((name) => [name, process.env[name]]));
  Object.assign(process.env, SENTINELS);
  outDir = mkdtempSync(join(tmpdir(), 'no-secrets-'));
  try {
    const output = await build({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir, emptyOutDir: true } });
    if (!('output' in output) && !Array.isArray(output)) throw new Error('expected a build, not a watcher');
    modules = projectModules(output);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}, 240_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('a build made with secrets in the environment holds none of them', () => {
  expect(filesUnder(outDir).length).toBeGreaterThan(5);
  expect(leaks(outDir, Object.values(SENTINELS))).toEqual([]);
});

test('no module in the browser bundle names a server-side secret', () => {
  // The check would find one: the server module that reads the credentials names them.
  expect(namedIn(readFileSync('src/server/public-writes/write-config.ts', 'utf8'))).toEqual(
    expect.arrayContaining(['TELEPHONY_API_KEY', 'RATES_API_KEY', 'FORM_PROOF_SECRET']),
  );
  // And it looks at the whole client, not an empty list.
  expect(modules).toContain(join(ROOT, 'src', 'main.tsx'));
  expect(modules.length).toBeGreaterThan(100);
  const named = modules.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found = [...namedIn(text), ...Object.values(SENTINELS).filter((value) => text.includes(value))];
    return found.map((what) => `${file.slice(ROOT.length + 1)}: ${what.slice(0, 24)}`);
  });
  expect(named).toEqual([]);
});
