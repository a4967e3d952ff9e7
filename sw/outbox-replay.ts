// The replay: the oldest write first, one at a time, and nothing behind it until it goes (order holds). A
// write that must wait is tried again after a pause that doubles each time; after a few tries the replay
// ends (rejecting, so Background Sync tries again later) and the next occasion goes on: the worker
// starting, a page's schedule while a write waits (browsers without Background Sync), the page back
// online, "retry now". The page hears of each write delivered or ended.
import { OUTBOX_CHANNEL, type OutboxEvent } from '../src/offline/outbox-kinds';
import { attempt, type Outcome } from './outbox-attempt';
import { keepNotice, type Notice } from './outbox-notices';
import { lendProof } from './outbox-proof';
import { peek, queuedItems, remove, update, type QueuedWrite } from './outbox-queue';
import { retryDelayMs } from './outbox-verdict';

declare const self: ServiceWorkerGlobalScope;

/** The Background Sync tag the outbox registers: the browser fires `sync` with it once it is online. */
export const SYNC_TAG = 'crypto-web-outbox';
/** Tries at the oldest write in one replay: pauses of about 1, 2, 4, 8 and 16 s between them. */
const TRIES_PER_REPLAY = 6;

const channel = new BroadcastChannel(OUTBOX_CHANNEL);
export const post = (event: OutboxEvent) => channel.postMessage(event);
export const postState = async () => post({ type: 'state', items: await queuedItems() });

export function askForSync() {
  const registration = self.registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  void registration?.sync?.register(SYNC_TAG).catch(() => undefined);
}

let replaying: Promise<void> | undefined;
/** Ends the current pause early. */
let wake: (() => void) | undefined;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      wake = undefined;
      resolve();
    };
    const timer = setTimeout(done, ms);
    wake = done;
  });
}

async function settle(id: number, write: QueuedWrite, outcome: Exclude<Outcome, { keep: string }>) {
  if (outcome.end === 'delivered') {
    await remove(id);
    post({ type: 'delivered', item: write.item });
    return;
  }
  const notice: Notice =
    outcome.end === 'expired'
      ? { type: 'expired', item: write.item }
      : { type: 'rejected', item: write.item, status: outcome.status, message: outcome.message };
  // Kept before the write goes: a worker stopped in between shows the refusal rather than losing it.
  await keepNotice(notice);
  await remove(id);
  post(notice);
}

async function run() {
  let tries = 0;
  try {
    for (let head = await peek(); head; head = await peek()) {
      const { id } = head;
      const outcome = await attempt(head.write, async (write) => {
        await update(id, write);
        await lendProof(id, write);
      });
      if ('keep' in outcome) {
        if (++tries >= TRIES_PER_REPLAY) throw new Error(`The outbox's oldest write waits: ${outcome.keep}`);
        await pause(retryDelayMs(tries, outcome.retryAfterMs));
        continue;
      }
      tries = 0;
      await settle(id, head.write, outcome);
    }
  } catch (error) {
    askForSync();
    throw error;
  } finally {
    await postState();
  }
}

/**
 * Sends what waits, one replay at a time in this worker (only the active worker replays: pages and
 * Background Sync talk to it, and outbox.ts starts no replay in a worker still waiting to take over).
 * `now`: the visitor's own occasion (back online, "retry now"), which cuts a pause short. Without it (Background
 * Sync, the worker starting, a page's schedule) a running replay keeps its pause, and the ask costs nothing.
 */
export function replay({ now = false } = {}): Promise<void> {
  if (now) wake?.();
  replaying ??= run().finally(() => (replaying = undefined));
  return replaying;
}
