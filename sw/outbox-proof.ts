// The bot check for writes the outbox sends: the proof a write was queued with while it lasts, else one
// solved here. A queued write's solving is kept with it as it goes (the challenge, and the tries made), so
// a worker stopped mid-solve goes on where it was; the solution is kept with the write and lent to the
// first waiting write of each other kind, which it also pays for (src/api/public-writes.ts). Without a
// challenge (no connection, a 5xx, the limit) there is no proof yet, and the write waits: it never leaves
// without one only to be refused.
import { isApiError } from '../src/api/api-error';
import { PROOF_HEADER, decodeProof, fetchChallenge, proofFor, proofIsStale, type Challenge } from '../src/api/proof-of-work';
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

const challengeLasts = (challenge: Challenge) => !proofIsStale({ header: '', expiresAt: challenge.parameters.expiresAt });

export function lasts(header: string | null | undefined): header is string {
  const payload = header ? decodeProof(header) : undefined;
  return !!payload && challengeLasts(payload.challenge);
}

/** A challenge; undefined when this site hands out none (404: no bot check in front). */
async function challengeHere(): Promise<Challenge | undefined> {
  try {
    return await fetchChallenge(fetch, self.location.origin);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    throw new NoProofYet(isApiError(error) && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : undefined);
  }
}

/** A new solution for a request the page is sending now (its own was refused). */
export async function proofForRequest(): Promise<string | undefined> {
  const challenge = await challengeHere();
  if (!challenge) return undefined;
  return (await proofFor(challenge, (next) => solveHere(next).catch(() => Promise.reject(new NoProofYet())))).header;
}

/** A new solution for a queued write, its progress kept with it (`save`), and the solution too. */
export async function solveForWrite(write: QueuedWrite, save: (write: QueuedWrite) => Promise<void>): Promise<string | undefined> {
  let solving = write.solving && challengeLasts(write.solving.challenge) ? write.solving : undefined;
  if (!solving) {
    const challenge = await challengeHere();
    if (!challenge) return undefined;
    solving = { challenge, from: 0 };
    await save({ ...write, solving });
  }
  const { challenge, from } = solving;
  const onProgress = (next: number) => save({ ...write, solving: { challenge, from: next } });
  const proof = await proofFor(challenge, () => solveHere(challenge, { from, onProgress })).catch(() => {
    throw new NoProofYet();
  });
  await save({ ...write, proof: proof.header, solving: undefined });
  return proof.header;
}

const slotOf = (write: QueuedWrite) => {
  const route = publicWriteRouteOf(write.method, new URL(write.url).pathname);
  return route ? proofSlotOf(route, write.method) : `${write.method} ${write.url}`;
};

export const ownProof = (write: QueuedWrite) => write.proof ?? new Headers(write.headers).get(PROOF_HEADER);

/** Keeps the solution of write `id` with the first later write of each other slot that has none that lasts. */
export async function lendProof(id: number, write: QueuedWrite) {
  if (!write.proof) return;
  const taken = new Set([slotOf(write)]);
  for (const [laterId, later] of await waiting()) {
    const slot = slotOf(later);
    if (laterId <= id || taken.has(slot)) continue;
    taken.add(slot);
    if (!lasts(ownProof(later))) await update(laterId, { ...later, proof: write.proof, solving: undefined });
  }
}

export function withProof(request: Request, proof: string | undefined): Request {
  if (!proof) return request;
  const headers = new Headers(request.headers);
  headers.set(PROOF_HEADER, proof);
  return new Request(request, { headers });
}
