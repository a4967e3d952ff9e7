// The site's server as a child process (demo-api/serve.ts), so the load generator does not share its
// event loop and its memory can be read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SiteProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  exit(): string | null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `node --import tsx demo-api/serve.ts` on a free port; `env` adds to this process's environment (undefined removes). */
export async function startSiteProcess(env: Record<string, string | undefined>): Promise<SiteProcess> {
  const port = await freePort();
  const merged = { ...process.env, ...env, PORT: String(port) };
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-api/serve.ts'], {
    cwd: REPO_ROOT,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let exit: string | null = null;
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-2000)));
  child.once(
    'exit',
    (code, signal) => (exit = `server exited (${signal ?? code}): ${stderr.trim().split('\n').slice(-3).join(' / ').slice(0, 300)}`),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (text: string) => text.includes('Serving http://') && resolve());
    child.once('exit', () => reject(new Error(`demo-api/serve.ts ended before listening: ${exit}`)));
  });
  return { child, pid: child.pid!, port, exit: () => exit };
}

export async function stopSiteProcess({ child }: SiteProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited, sleep(5000, 'late')])) === 'late') child.kill('SIGKILL');
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the peak so far); null once the process is gone. */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  const status = procFile(pid, 'status');
  const kb = status && new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

/** User plus system CPU time of a process, in clock ticks (fields 14 and 15 of /proc/<pid>/stat). */
function cpuTicks(pid: number): number | null {
  const fields = procFile(pid, 'stat')?.split(') ')[1]?.split(' ');
  return fields ? Number(fields[11]) + Number(fields[12]) : null;
}

function procFile(pid: number, name: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return null;
  }
}

/** Waits until the server uses under 10% of a core: at start it brotli-compresses all of dist/ in the background. */
export async function settle(pid: number) {
  for (let tries = 0; tries < 120; tries++) {
    const before = cpuTicks(pid);
    await sleep(500);
    const after = cpuTicks(pid);
    if (before === null || after === null || after - before <= 5) return;
  }
}
