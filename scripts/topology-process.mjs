// The production topology on loopback ports, for `npm run topology` and `npm run test:topology`:
// nginx (deploy/nginx.conf.template) in front of two `serve:production` processes, Redis for the shared
// limits, Strapi (cms/) on its own PostgreSQL cluster, and the demo backend for the other services.
// Every server runs from a temporary directory (data, logs, pid files, cache), never the system services.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderNginxConf } from '../deploy/render-nginx-conf.mjs';
import { CMS_DIR, ensureCmsInstalled, startStrapi, waitFor } from './strapi-process.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const isRoot = process.getuid?.() === 0;

/** Ports from `base` up: proxy, two sites, demo backend, Strapi, Redis, PostgreSQL. */
export function topologyPorts(base = Number(process.env.TOPOLOGY_PORT ?? 4800)) {
  return { proxy: base, sites: [base + 1, base + 2], demo: base + 3, strapi: base + 4, redis: base + 5, postgres: base + 6 };
}

function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, 'bin') : undefined;
}

const hasCommand = (name) => {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

/** Installs Debian's nginx, redis-server and postgresql when missing and running as root (as ensure-chromium.mjs does). */
export async function ensureDebianPackages() {
  const missing = [];
  if (!existsSync('/usr/sbin/nginx') && !hasCommand('nginx')) missing.push('nginx');
  if (!hasCommand('redis-server')) missing.push('redis-server');
  if (!postgresBinDir()) missing.push('postgresql');
  if (!missing.length) return;
  if (!isRoot) throw new Error(`missing ${missing.join(', ')}: run "sudo apt-get install -y ${missing.join(' ')}" and try again.`);
  console.log(`topology: installing Debian's ${missing.join(', ')}…`);
  for (const args of ['update -qq', `install -y -qq --no-install-recommends ${missing.join(' ')}`]) {
    for (let attempt = 1; ; attempt++) {
      try {
        execSync(`apt-get ${args}`, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
        break;
      } catch (error) {
        // The apt lock is often busy on a fresh machine; wait and retry.
        if (attempt === 30) throw error;
        console.log(`apt-get failed (attempt ${attempt}), retrying in 10 s`);
        await sleep(10_000);
      }
    }
  }
}

/** Builds the site when dist/ or dist-server/ is missing: the production entry serves both. */
export function ensureBuilt() {
  if (existsSync(join(ROOT, 'dist', 'index.html')) && existsSync(join(ROOT, 'dist-server', 'client-manifest.json'))) return;
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

/** A child process with its output in `logDir/<name>.log`; `stop` ends it with `signal` and waits. */
function launch(name, command, args, { logDir, env = {}, uid, gid, cwd = ROOT, stopSignal = 'SIGTERM' }) {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], uid, gid });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const proc = {
    name,
    child,
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
    exited: new Promise((done) => child.once('exit', done)),
    async stop(signal = stopSignal) {
      if (!proc.alive) return;
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await proc.exited;
      clearTimeout(killer);
    },
  };
  return proc;
}

async function waitForPort(check, what, alive, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what} ended while starting (see its log)`);
    if (check()) return;
    await sleep(200);
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

const succeeds = (command, args) => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts the whole set. `siteEnv` is added to both site processes' environment (CDN_MAX_AGE, for instance).
 * Resolves with the ports, the directory, the site processes (each with stop and start) and `stop()`.
 */
export async function startTopology({ base, siteEnv = {}, log = console.log } = {}) {
  const ports = topologyPorts(base);
  const dir = mkdtempSync(join(tmpdir(), 'topology-'));
  // nginx's workers and PostgreSQL run as other users and must reach their files in here.
  chmodSync(dir, 0o755);
  const logDir = join(dir, 'log');
  mkdirSync(logDir);
  const started = Date.now();
  const procs = [];
  const uploadsDir = join(CMS_DIR, 'public', 'uploads');
  const uploadsBefore = new Set(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);
  // The demo providers and the site share these; made up per run so no fixed credential is involved.
  // The bot check's signing secret is shared: a challenge one process issues is checked by the other.
  const credentials = {
    TELEPHONY_API_KEY: `topology-${randomUUID()}`,
    RATES_API_KEY: `topology-${randomUUID()}`,
    FORM_PROOF_SECRET: `topology-${randomUUID()}${randomUUID()}`,
  };
  const sites = [];
  let strapi;

  const stop = async () => {
    // Front to back: nothing answers a request with a half-stopped service behind it.
    for (const proc of [...procs].reverse().filter((p) => p.name === 'nginx')) await proc.stop();
    await Promise.all(sites.map((site) => site.stop()));
    await strapi?.stop();
    await Promise.all(procs.filter((p) => p.name !== 'nginx').map((proc) => proc.stop()));
    for (const file of existsSync(uploadsDir) ? readdirSync(uploadsDir) : [])
      if (!uploadsBefore.has(file)) rmSync(join(uploadsDir, file), { force: true });
    if (!process.env.TOPOLOGY_KEEP) rmSync(dir, { recursive: true, force: true });
  };

  try {
    // Redis: no persistence, the counters of one run.
    const redis = launch(
      'redis',
      'redis-server',
      ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { logDir },
    );
    procs.push(redis);

    // PostgreSQL: a cluster of its own, as the postgres user when root (initdb and postgres refuse root).
    const bin = postgresBinDir();
    const pgData = join(dir, 'postgres');
    mkdirSync(pgData, { mode: 0o700 });
    let owner = {};
    if (isRoot) {
      owner = { uid: Number(execSync('id -u postgres')), gid: Number(execSync('id -g postgres')) };
      chownSync(pgData, owner.uid, owner.gid);
    }
    execFileSync(join(bin, 'initdb'), ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
      stdio: 'ignore',
      ...owner,
    });
    // fsync off: a throwaway cluster, thrown away when the run ends.
    const postgres = launch(
      'postgres',
      join(bin, 'postgres'),
      ['-D', pgData, '-p', String(ports.postgres), '-k', pgData, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
      { logDir, stopSignal: 'SIGINT', ...owner },
    );
    procs.push(postgres);

    // The services alone (no site server of their own in front), as real providers stand behind the set.
    const demo = launch('demo-backend', process.execPath, ['--import', 'tsx', 'demo-api/serve-services.ts'], {
      logDir,
      env: { PORT: String(ports.demo), TELEPHONY_API_KEY: credentials.TELEPHONY_API_KEY, RATES_API_KEY: credentials.RATES_API_KEY },
    });
    procs.push(demo);

    const psqlArgs = ['-h', '127.0.0.1', '-p', String(ports.postgres), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-q'];
    await waitForPort(
      () => succeeds(join(bin, 'psql'), [...psqlArgs, '-c', 'select 1']),
      'PostgreSQL',
      () => postgres.alive,
    );
    execFileSync(join(bin, 'psql'), [
      ...psqlArgs,
      '-c',
      "CREATE ROLE strapi LOGIN PASSWORD 'strapi'",
      '-c',
      'CREATE DATABASE strapi OWNER strapi',
    ]);
    log(`topology: PostgreSQL on 127.0.0.1:${ports.postgres} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

    ensureCmsInstalled();
    const strapiStarted = Date.now();
    strapi = await startStrapi({
      port: ports.strapi,
      quiet: true,
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: `postgres://strapi:strapi@127.0.0.1:${ports.postgres}/strapi` },
    });
    const strapiMs = Date.now() - strapiStarted;
    log(`topology: Strapi on PostgreSQL, seeded, at ${strapi.origin} (${(strapiMs / 1000).toFixed(1)} s)`);

    await waitFor(`http://127.0.0.1:${ports.demo}/locales/es`, { timeoutMs: 60_000, alive: () => demo.alive });
    if (!redis.alive) throw new Error('redis-server ended (see its log)');

    const siteProcess = (port) => {
      const site = {
        port,
        proc: undefined,
        async start() {
          site.proc = launch(`site-${port}`, process.execPath, ['--import', 'tsx', 'src/server/production.ts'], {
            logDir,
            env: {
              PORT: String(port),
              HOST: '127.0.0.1',
              API_ORIGIN: `http://127.0.0.1:${ports.demo}`,
              CMS_ORIGIN: strapi.origin,
              REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
              TRUST_PROXY: '1',
              ...credentials,
              ...siteEnv,
            },
          });
          await waitFor(`http://127.0.0.1:${port}/locales/es`, { timeoutMs: 60_000, alive: () => site.proc.alive });
        },
        stop: (signal) => site.proc?.stop(signal) ?? Promise.resolve(),
        get pid() {
          return site.proc?.child.pid;
        },
      };
      return site;
    };
    sites.push(...ports.sites.map(siteProcess));
    await Promise.all(sites.map((site) => site.start()));

    const conf = renderNginxConf({
      listen: `127.0.0.1:${ports.proxy}`,
      sites: ports.sites.map((port) => `127.0.0.1:${port}`),
      dir,
      workers: 1,
      cacheMaxSize: '200m',
      // Its own user when root, so the workers do not run as root.
      user: isRoot ? 'www-data' : undefined,
    });
    for (const sub of ['run', 'cache']) mkdirSync(join(dir, sub));
    if (isRoot)
      for (const sub of ['run', 'cache', 'log'])
        chownSync(join(dir, sub), Number(execSync('id -u www-data')), Number(execSync('id -g www-data')));
    writeFileSync(join(dir, 'nginx.conf'), conf);
    const nginxBin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    execFileSync(nginxBin, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
    const nginx = launch('nginx', nginxBin, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { logDir });
    procs.push(nginx);
    await waitFor(`http://127.0.0.1:${ports.proxy}/locales/es`, { timeoutMs: 30_000, alive: () => nginx.alive });
    log(`topology: up in ${((Date.now() - started) / 1000).toFixed(1)} s; proxy http://es.localhost:${ports.proxy} (logs in ${logDir})`);

    return {
      ports,
      dir,
      logDir,
      accessLog: join(logDir, 'access.log'),
      proxyOrigin: `http://127.0.0.1:${ports.proxy}`,
      strapi,
      strapiMs,
      sites,
      procs,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
