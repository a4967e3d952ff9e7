// The bot check's solver (ALTCHA's, from altcha-lib, on WebCrypto's PBKDF2): for the web worker and the
// service worker, and for the page itself only when it cannot start a worker. The service worker may be
// stopped at any moment: it solves in slices and keeps where it got to (`from`, `onProgress`), so a
// worker started again goes on from there instead of starting over.
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

export interface SolveProgress {
  /** The first counter to try. */
  from?: number;
  /** Told the next counter to try after each slice of tries. */
  onProgress?: (from: number) => Promise<void>;
}

/** Tries per slice: a few tens of milliseconds. */
const SLICE = 20;
/** Far past any answer the server draws (FORM_PROOF_MAX_COUNTER): a challenge that has none. */
const LAST_COUNTER = 1_000_000;

const sliceDone = new Error('slice done');

export async function solveHere(challenge: Challenge, { from = 0, onProgress }: SolveProgress = {}): Promise<Solution> {
  if (!onProgress) {
    const solution = await solveChallenge({ challenge, deriveKey, counterStart: from });
    if (!solution) throw new Error('The bot check could not be solved in time');
    return solution;
  }
  for (let start = from; start < LAST_COUNTER; start += SLICE) {
    let tries = 0;
    const slice: typeof deriveKey = (...args) => (tries++ < SLICE ? deriveKey(...args) : Promise.reject(sliceDone));
    const solution = await solveChallenge({ challenge, deriveKey: slice, counterStart: start }).catch((error: unknown) => {
      if (error !== sliceDone) throw error;
      return undefined;
    });
    if (solution === null) throw new Error('The bot check could not be solved in time');
    if (solution) return solution;
    await onProgress(start + SLICE);
  }
  throw new Error('The bot check could not be solved');
}
