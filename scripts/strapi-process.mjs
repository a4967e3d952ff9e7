// The real Strapi of cms/ as a child process, for `npm run test:strapi` and `npm run start:strapi`:
// installs cms/ when its dependencies are missing, starts Strapi, waits for its API, reads its memory.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CMS_DIR = resolve(import.meta.dirname, '..', 'cms');
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** `npm install` in cms/ when Strapi is not there yet (about 2.5 min, 616 MB: better-sqlite3 compiles). */
export function ensureCmsInstalled() {
  if (existsSync(join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'package.json'))) return undefined;
  console.log('cms/: installing Strapi (npm install; better-sqlite3 compiles from source)…');
  const started = Date.now();
  execSync('npm install --no-audit --no-fund', { cwd: CMS_DIR, stdio: 'inherit' });
  return Date.now() - started;
}

/** Waits until `url` answers 200; fails after `timeoutMs` (a first start seeds: minutes on a busy host) or when `alive()` says the process ended. */
export async function waitFor(url, { timeoutMs = 600_000, alive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process serving ${url} ended`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Current and peak resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

/**
 * Starts Strapi (API only) on `port` with `env` added (a database file, for instance); resolves once its
 * public API answers, with the process, the time it took and a stop function.
 */
export async function startStrapi({ port, env = {}, quiet = false }) {
  const started = Date.now();
  const child = spawn(process.execPath, [join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
    cwd: CMS_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () =>
    new Promise((done) => {
      if (exited) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/cnmv`, { alive: () => !exited });
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, origin: `http://127.0.0.1:${port}`, startMs: Date.now() - started, stop };
}
