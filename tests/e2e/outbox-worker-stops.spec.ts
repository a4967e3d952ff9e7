// The outbox's liveness: 50 queued writes, each delivered exactly once while the service worker is
// stopped every 500 ms during the replay. Each start of the worker goes on where the last one stopped.
//
// Chromium's browser process crashes (SIGTRAP) when a service worker that Playwright inspects the network
// of is stopped often on a busy machine; with that inspection off, the same stops under the same load
// pass. So this file turns it off for its own worker and queues the writes without it: the provider
// answers 503, which the outbox keeps, as it keeps a write sent with no connection (sw/outbox.ts).
import { expect, test } from './fixtures';
import {
  askForReplay,
  callBacksAndLeads,
  expectEachDeliveredOnce,
  providerFault,
  providerIgnoresKeys,
  workerStopper,
} from './outbox-fault-helpers';
import { sendFromPage, visitUnderServiceWorker } from './offline-helpers';

const WORKER_NETWORK_OFF = 'PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK';
test.beforeAll(() => {
  process.env[WORKER_NETWORK_OFF] = '1';
});
test.afterAll(() => {
  delete process.env[WORKER_NETWORK_OFF];
});

test(
  '50 writes, with the worker stopped every 500 ms during the replay',
  { tag: '@alone' },
  async ({ page, context, request, baseURL }) => {
    // Liveness, not speed: on a loaded machine each start of the worker takes longer, and a stop comes sooner.
    test.setTimeout(540_000);
    await visitUnderServiceWorker(page);
    const writes = callBacksAndLeads(50, 'fifty');
    await providerFault(context, baseURL!, '503@/telephony,503@/rates');
    for (const write of writes) expect(await sendFromPage(page, write)).toEqual({ status: 202, queued: true });
    // The provider works again, and acts on every request (only the site's own server stops a second call).
    await providerIgnoresKeys(context, baseURL!);
    const stopWorkers = await workerStopper(context, page);
    const started = Date.now();
    let stops = 0;
    const stopping = setInterval(
      () =>
        void stopWorkers().then(
          () => (stops += 1),
          () => undefined,
        ),
      500,
    );
    try {
      await expectEachDeliveredOnce(
        request,
        writes.map((write) => write.key),
        () => askForReplay(page),
        420_000,
      );
    } finally {
      clearInterval(stopping);
    }
    expect(stops).toBeGreaterThan(10);
    test.info().annotations.push({
      type: 'figures',
      description: `50 delivered once in ${Math.round((Date.now() - started) / 1000)} s, the worker stopped ${stops} times`,
    });
  },
);
