// One attempt at a queued write, and what it comes to (outbox-verdict.ts says keep or end). Nothing here
// removes the write: the replay does, once this has an answer that ends it.
import { proofRefusalOf } from '../src/api/proof-of-work';
import { WRITE_RETENTION_MS } from '../src/contracts/write-retention';
import { NoProofYet, lasts, ownProof, solveForWrite, withProof } from './outbox-proof';
import { requestOf, type QueuedWrite } from './outbox-queue';
import { retryAfterMsOf, verdictOf } from './outbox-verdict';

export type Outcome =
  | { end: 'delivered' }
  | { end: 'rejected'; status: number; message: string }
  | { end: 'expired' }
  | { keep: string; retryAfterMs?: number };

/** Longer than any answer of a working server; a timeout is no answer, and the write stays. */
const SEND_TIMEOUT_MS = 30_000;

export const send = (request: Request) => fetch(request, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });

/** The write's proof: its own while it lasts (unless refused), else one solved here and kept with it before it leaves. */
async function proofOf(write: QueuedWrite, save: (write: QueuedWrite) => Promise<void>, refused?: string) {
  const own = ownProof(write);
  return lasts(own) && own !== refused ? own : solveForWrite(write, save);
}

/** Sends the oldest write once (and once more with a new proof if the server refuses the one it had). */
export async function attempt(write: QueuedWrite, save: (write: QueuedWrite) => Promise<void>): Promise<Outcome> {
  // The server remembers a key as long as this: sent later, it could act twice.
  if (Date.now() - write.item.queuedAt > WRITE_RETENTION_MS) return { end: 'expired' };
  try {
    let proof = await proofOf(write, save);
    let response = await send(withProof(requestOf(write), proof));
    if (await proofRefusalOf(response)) {
      proof = await proofOf({ ...write, proof: undefined }, save, proof);
      response = await send(withProof(requestOf(write), proof));
      if (await proofRefusalOf(response)) return { keep: 'proof refused twice' };
    }
    const verdict = verdictOf(response.status);
    if (verdict === 'delivered') return { end: 'delivered' };
    if (verdict === 'refused') return { end: 'rejected', status: response.status, message: await response.text().catch(() => '') };
    return { keep: `answered ${response.status}`, retryAfterMs: retryAfterMsOf(response.headers) };
  } catch (error) {
    if (error instanceof NoProofYet) return { keep: 'no bot-check challenge', retryAfterMs: error.retryAfterMs };
    return { keep: error instanceof DOMException && error.name === 'TimeoutError' ? 'timed out' : 'no connection' };
  }
}
