// @vitest-environment node
// Rate limits that hold across processes (issue 18): two site servers share one Redis, so the fourth
// call-back to a number is refused whichever process takes it, and a restarted process keeps the count.
// The bot check's spent solutions are shared the same way, and so are the Idempotency-Key records: the
// same write sent to both processes at once is acted on once, though the provider ignores the key.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { server as mockServer } from '../setup/msw-server';
import { proofFrom } from '../setup/solve-as-script';
import { PROOF_HEADER } from '../../src/api/proof-of-work';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const running: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output.slice(-500)}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

let redisUrl = '';

async function siteServer(port: number) {
  return start(
    process.execPath,
    ['--import', 'tsx', 'demo-api/serve.ts'],
    {
      PORT: String(port),
      REDIS_URL: redisUrl,
      // One secret for both, as a site of several processes must have; little work, as limits are under test.
      FORM_PROOF_SECRET: 'integration-secret',
      FORM_PROOF_COST: '50',
      FORM_PROOF_MAX_COUNTER: '20',
      RATE_LIMIT_CALLBACKS_PER_NUMBER: '3',
      RATE_LIMIT_WRITES_PER_HOUR: '1000',
    },
    /Serving http/,
  );
}

const callBack = async (port: number, number: number, proof?: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/telephony/ivrs/demo-ivr/callback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      [PROOF_HEADER]: proof ?? (await proofFrom(`http://127.0.0.1:${port}`)),
      ...headers,
    },
    body: JSON.stringify({ to_number: number, timeout: 60, clir: false }),
  });

beforeAll(async () => {
  // The shared set-up answers fetch in process (msw); these requests must reach the real servers.
  mockServer.close();
  const port = await freePort();
  await start(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
    /Ready to accept connections/,
  );
  redisUrl = `redis://127.0.0.1:${port}`;
}, 30_000);

afterAll(async () => {
  await Promise.all(running.map(stop));
});

test('two processes share one limit, and a restarted process keeps the count', async () => {
  const [portA, portB] = [await freePort(), await freePort()];
  let a = await siteServer(portA);
  await siteServer(portB);
  const number = 34600000000 + Math.floor(Math.random() * 99_999_999);

  expect((await callBack(portA, number)).status).toBe(201);
  expect((await callBack(portB, number)).status).toBe(201);
  expect((await callBack(portA, number)).status).toBe(201);
  const refused = await callBack(portB, number);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);

  await stop(a);
  a = await siteServer(portA);
  expect((await callBack(portA, number)).status).toBe(429);
  // Another number is its own count.
  expect((await callBack(portA, number + 1)).status).toBe(201);
}, 90_000);

test('a solution spent on one process is spent on the other', async () => {
  const [portA, portB] = [await freePort(), await freePort()];
  await siteServer(portA);
  await siteServer(portB);
  const number = 34600000000 + Math.floor(Math.random() * 99_999_999);
  const proof = await proofFrom(`http://127.0.0.1:${portA}`);
  expect((await callBack(portB, number, proof)).status).toBe(201);
  const reused = await callBack(portA, number + 1, proof);
  expect(reused.status).toBe(403);
  expect(await reused.json()).toMatchObject({ code: 'proof-reused' });
}, 90_000);

test('the same write sent to both processes at once is acted on once, though the provider ignores the key', async () => {
  const [portA, portB] = [await freePort(), await freePort()];
  await siteServer(portA);
  await siteServer(portB);
  const number = 34600000000 + Math.floor(Math.random() * 99_999_999);
  const key = crypto.randomUUID();
  const proof = await proofFrom(`http://127.0.0.1:${portA}`);
  // Each process has its own demo provider behind it, told to act on every request it gets.
  const same = { 'idempotency-key': key, 'x-demo-fault': 'ignore-key' };
  const answers = await Promise.all([portA, portB, portA, portB].map((port) => callBack(port, number, proof, same)));
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
  expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
  const placed = async (port: number) =>
    ((await (await fetch(`http://127.0.0.1:${port}/__demo/deliveries`)).json()) as { items: Array<{ key: string }> }).items.filter(
      (item) => item.key === key,
    ).length;
  expect((await placed(portA)) + (await placed(portB))).toBe(1);
}, 90_000);
