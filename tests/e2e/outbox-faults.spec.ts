// The outbox under faults: a write the page calls queued is delivered exactly once, whatever fails on
// the way. Each scenario queues call-backs and exchange leads offline through the page's service worker,
// replays them under a fault, and reads the demo backend's delivery log: every key exactly once. The demo
// provider is told to ignore Idempotency-Key throughout, so what stops a second call is the site's own server.
import { expect, test } from './fixtures';
import {
  WRITE_PATHS,
  askForReplay,
  callBacksAndLeads,
  expectEachDeliveredOnce,
  keyOf,
  replayOnline,
  providerIgnoresKeys,
  queueOffline,
  workerStopper,
} from './outbox-fault-helpers';
import { deliveriesWithKeys, visitUnderServiceWorker } from './offline-helpers';

// One at a time (each keeps the browser and the worker busy), each with time for its replays under load.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeEach(async ({ page, context, baseURL }) => {
  await providerIgnoresKeys(context, baseURL!);
  await visitUnderServiceWorker(page);
});

test('the worker stopped while a replayed write is on its way: before it reached the server, and after the server acted', async ({
  page,
  context,
  request,
}) => {
  const writes = callBacksAndLeads(4, 'stopped');
  await queueOffline(page, context, writes);
  const stopWorkers = await workerStopper(context, page);
  const stoppedFor = new Set<string>();
  await context.route(WRITE_PATHS, async (route) => {
    const key = keyOf(route);
    if (stoppedFor.has(key)) return route.continue();
    stoppedFor.add(key);
    // Every other write reaches the server, which places the call, before the worker is stopped.
    const acted = writes.findIndex((write) => write.key === key) % 2 === 1 ? await route.fetch() : undefined;
    if (acted) expect(acted.status()).toBe(201);
    await stopWorkers();
    await route.abort('connectionreset').catch(() => undefined);
  });
  await replayOnline(page, context, request, writes);
  expect(stoppedFor.size).toBe(writes.length);
});

test('the challenge endpoint answers 503 for 10 s, then recovers: nothing is sent without a proof, nothing is lost', async ({
  page,
  context,
  request,
}) => {
  const writes = callBacksAndLeads(4, 'challenge-down');
  await queueOffline(page, context, writes);
  const upAgainAt = Date.now() + 10_000;
  let refusedChallenges = 0;
  await context.route('**/guard/challenge', async (route) => {
    if (Date.now() >= upAgainAt) return route.continue();
    refusedChallenges += 1;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable"}' });
  });
  const withoutProof: string[] = [];
  await context.route(WRITE_PATHS, async (route) => {
    if (!route.request().headers()['x-form-proof']) withoutProof.push(keyOf(route));
    await route.continue();
  });
  await replayOnline(page, context, request, writes);
  expect(refusedChallenges).toBeGreaterThan(1);
  expect(withoutProof).toEqual([]);
});

test('the write endpoint answers 502 and 504 a few times', async ({ page, context, request }) => {
  const writes = callBacksAndLeads(4, 'gateway');
  await queueOffline(page, context, writes);
  const tries = new Map<string, number>();
  await context.route(WRITE_PATHS, async (route) => {
    const key = keyOf(route);
    const attempt = (tries.get(key) ?? 0) + 1;
    tries.set(key, attempt);
    // The first through the site's server to a provider answering 502; the second from a proxy in front.
    if (attempt === 1) return route.continue({ headers: { ...route.request().headers(), 'x-demo-fault': '502' } });
    if (attempt === 2) return route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>504 Gateway Time-out</h1>' });
    await route.continue();
  });
  await replayOnline(page, context, request, writes);
  expect([...tries.values()].every((count) => count >= 3)).toBe(true);
});

test('the connection drops after the server acted, before its answer arrived: the replay places no second call', async ({
  page,
  context,
  request,
}) => {
  const writes = callBacksAndLeads(4, 'dropped');
  await queueOffline(page, context, writes);
  const dropped = new Set<string>();
  await context.route(WRITE_PATHS, async (route) => {
    const key = keyOf(route);
    if (dropped.has(key)) return route.continue();
    dropped.add(key);
    expect((await route.fetch()).status()).toBe(201);
    await route.abort('connectionreset');
  });
  await replayOnline(page, context, request, writes);
  expect(dropped.size).toBe(writes.length);
});

test('the page closed during the replay: the next visit finds the rest delivered or delivers it, once', async ({
  page,
  context,
  request,
}) => {
  const writes = callBacksAndLeads(6, 'closed');
  await queueOffline(page, context, writes);
  // Slow writes, so the replay is under way when the page goes.
  await context.route(WRITE_PATHS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue().catch(() => undefined);
  });
  await context.setOffline(false);
  await askForReplay(page);
  const keys = writes.map((write) => write.key);
  await expect.poll(async () => (await deliveriesWithKeys(request, keys)).length).toBeGreaterThan(0);
  await page.close();
  const next = await context.newPage();
  await next.goto('/es');
  await expectEachDeliveredOnce(request, keys, () => askForReplay(next));
});
