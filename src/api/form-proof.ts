// The page's supply of bot-check solutions (proof-of-work.ts). One is prepared in the background when a
// visitor steps into a form; sending takes it (waiting only if it is not solved yet, as after an autofill
// sent at once), and a solution pays for one request of each slot, so a call-back and its phone lead share
// one. Without a challenge (offline, or no site server in front) a write goes without one: the service
// worker solves one when it replays the write, and the server names what is missing otherwise. A challenge
// refused for the limit (429) stops the write before it leaves, with the wait, for the form to say.
import { isApiError, type ApiError } from './api-error';
import { fetchChallenge, proofFor, proofIsStale, type Challenge, type Proof, type Solution } from './proof-of-work';

const solveOnThisThread = async (challenge: Challenge) => (await import('./solve-proof')).solveHere(challenge);

/** A solved proof, the limit's refusal, or nothing (no challenge could be had). */
type Prepared = Proof | ApiError | undefined;

let ready: Promise<Prepared> | undefined;
let current: { proof: Proof; usedFor: Set<string> } | undefined;
/** Takers line up, so two requests of one submission never both start a new proof. */
let line: Promise<unknown> = Promise.resolve();

function solveInWorker(challenge: Challenge): Promise<Solution> {
  if (typeof Worker === 'undefined') return solveOnThisThread(challenge);
  return new Promise<Solution>((resolve, reject) => {
    const worker = new Worker(new URL('./form-proof.worker.ts', import.meta.url), { type: 'module', name: 'form-proof' });
    worker.onmessage = (event: MessageEvent<{ solution?: Solution; error?: string }>) => {
      worker.terminate();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      event.preventDefault();
      // A worker the browser would not start (a strict policy, an old engine): solve here instead.
      solveOnThisThread(challenge).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });
}

async function makeProof(): Promise<Prepared> {
  try {
    return await proofFor(await fetchChallenge(), solveInWorker);
  } catch (error) {
    return isApiError(error) && error.status === 429 ? error : undefined;
  }
}

/** The proof, or undefined; the limit's refusal is thrown, as the write's own 429 would be. */
function proofOrThrow(prepared: Prepared): Proof | undefined {
  if (isApiError(prepared)) throw prepared;
  return prepared;
}

/** Starts solving one in the background unless one is ready or on its way. */
export function prepareProof() {
  if (typeof window === 'undefined') return;
  ready ??= makeProof();
}

/**
 * The proof header for one request of `slot`, or undefined when no challenge could be had. Rejects with
 * the challenge's 429 (an ApiError with its Retry-After) when this connection has asked for too many.
 */
export function takeProof(slot: string): Promise<string | undefined> {
  const taken = line.then(async () => {
    if (current && !current.usedFor.has(slot) && !proofIsStale(current.proof)) {
      current.usedFor.add(slot);
      return current.proof.header;
    }
    const pending = ready ?? makeProof();
    ready = undefined;
    let proof = proofOrThrow(await pending);
    // Solved long ago (a form left open): a fresh one rather than a refusal.
    if (proof && proofIsStale(proof)) proof = proofOrThrow(await makeProof());
    current = proof ? { proof, usedFor: new Set([slot]) } : undefined;
    return proof?.header;
  });
  line = taken.catch(() => undefined);
  return taken;
}

/** Forgets a proof the server refused, so the next request solves a new one. */
export function dropProof(header: string) {
  if (current?.proof.header === header) current = undefined;
}
