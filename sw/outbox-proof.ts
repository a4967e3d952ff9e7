// The bot check for writes the outbox sends: the proof a write was queued with while it lasts, else one
// solved here. One solution pays for one request of each slot (src/api/public-writes.ts), so a queued
// call-back and exchange lead share one. Without a challenge (no connection, a 5xx, the limit) there is no
// proof yet, and the write waits: it never leaves without one only to be refused.
import { isApiError } from '../src/api/api-error';
import { PROOF_HEADER, decodeProof, fetchChallenge, proofFor, proofIsStale } from '../src/api/proof-of-work';
import { proofSlotOf, publicWriteRouteOf } from '../src/api/public-writes';
import { solveHere } from '../src/api/solve-proof';
import { update, waiting, type QueuedWrite } from './outbox-queue';

declare const self: ServiceWorkerGlobalScope;

/** No proof can be had now; the server's Retry-After, when it gave one. */
export class NoProofYet extends Error {
  constructor(readonly retryAfterMs?: number) {
    super('No bot-check challenge could be had');
  }
}

/** The worker's last solution, and the slots it has paid for. */
let shared: { header: string; usedFor: Set<string> } | undefined;

export function lasts(header: string | null | undefined): header is string {
  const payload = header ? decodeProof(header) : undefined;
  return !!payload && !proofIsStale({ header: header!, expiresAt: payload.challenge.parameters.expiresAt });
}

/** A new solution; undefined when this site hands out no challenges (404: no bot check in front). */
async function solve(): Promise<string | undefined> {
  let challenge;
  try {
    challenge = await fetchChallenge(fetch, self.location.origin);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    throw new NoProofYet(isApiError(error) && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : undefined);
  }
  try {
    return (await proofFor(challenge, solveHere)).header;
  } catch {
    throw new NoProofYet();
  }
}

const slotOf = (method: string, url: string) => {
  const write = publicWriteRouteOf(method, new URL(url).pathname);
  return write ? proofSlotOf(write, method) : `${method} ${url}`;
};

/** A solution for one request of `method` to `url`: a share of the worker's while it lasts, else a new one. */
export async function proofForRequest(method: string, url: string): Promise<string | undefined> {
  const slot = slotOf(method, url);
  if (!shared || shared.usedFor.has(slot) || !lasts(shared.header)) {
    const header = await solve();
    if (!header) return undefined;
    shared = { header, usedFor: new Set() };
  }
  shared.usedFor.add(slot);
  return shared.header;
}

const ownProof = (write: QueuedWrite) => write.proof ?? new Headers(write.headers).get(PROOF_HEADER);

/**
 * Keeps the solution just solved for write `id` with the first later write of each other slot that has
 * none that lasts: a worker stopped and started again does not solve for them.
 */
export async function lendProof(id: number, write: QueuedWrite) {
  const taken = new Set([slotOf(write.method, write.url)]);
  for (const [laterId, later] of await waiting()) {
    const slot = slotOf(later.method, later.url);
    if (laterId <= id || taken.has(slot)) continue;
    taken.add(slot);
    if (!lasts(ownProof(later))) await update(laterId, { ...later, proof: write.proof });
  }
}

/** Forgets a solution the server refused. */
export function proofRefused(header: string | null | undefined) {
  if (shared && shared.header === header) shared = undefined;
}

export function withProof(request: Request, proof: string | undefined): Request {
  if (!proof) return request;
  const headers = new Headers(request.headers);
  headers.set(PROOF_HEADER, proof);
  return new Request(request, { headers });
}
