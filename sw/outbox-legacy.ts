// Writes an earlier version of the worker queued with Workbox's queue ('outbox-v1'), moved once into
// outbox-queue.ts: copied first (skipping any already there), then taken out of the old queue, so a worker
// stopped halfway loses none and copies none twice. It can go once no visitor can still hold that version.
import { Queue } from 'workbox-background-sync';
import type { OutboxItem } from '../src/offline/outbox-kinds';
import { push, queuedItems } from './outbox-queue';

export function legacyQueue() {
  // Built as the worker starts (Workbox adds its sync listener then); its own replay is never used.
  const legacy = new Queue('outbox-v1', { onSync: async () => undefined });
  return async function moveLegacyWrites() {
    const entries = await legacy.getAll();
    if (!entries.length) return;
    const here = new Set((await queuedItems()).map((item) => item.key));
    for (const entry of entries) {
      const item = entry.metadata as unknown as OutboxItem;
      if (!here.has(item.key)) await push(entry.request, item);
    }
    while (await legacy.shiftRequest());
  };
}
