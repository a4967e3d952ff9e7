// The bot check's proof of work (ALTCHA, altcha-lib): the site's server hands out a signed challenge,
// the page solves it in a web worker while the visitor fills the form (or the service worker does when it
// replays a queued write), and the solution travels as a header so the request bodies stay as SPEC 7 has
// them. Shared by the page, its worker and the service worker: nothing here touches the DOM, and the
// solver itself is in solve-proof.ts, so the page's first load carries none of it.
import type { Challenge, Solution } from 'altcha-lib';
import { ApiError, messageFromBody } from './api-error';

export type { Challenge, Solution };

/** Where the site's own server hands out challenges (src/server/public-writes/proof-check.ts). */
export const CHALLENGE_PATH = '/guard/challenge';
/** The solution: base64 of ALTCHA's JSON payload `{ challenge, solution }`. */
export const PROOF_HEADER = 'x-form-proof';

/** What the server says when it refuses a write for its proof (the `code` of its JSON error). */
export const PROOF_REFUSALS = ['proof-missing', 'proof-malformed', 'proof-expired', 'proof-invalid', 'proof-reused'] as const;
export type ProofRefusal = (typeof PROOF_REFUSALS)[number];

export interface Proof {
  header: string;
  /** Seconds since the epoch; a proof is not used within a minute of it. */
  expiresAt?: number;
}

function encodeProof(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
  return btoa(json);
}

export function decodeProof(header: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const payload = JSON.parse(atob(header)) as { challenge?: Challenge; solution?: Solution };
    if (!payload?.challenge?.parameters || typeof payload.solution?.counter !== 'number' || typeof payload.solution.derivedKey !== 'string')
      return undefined;
    return { challenge: payload.challenge, solution: payload.solution };
  } catch {
    return undefined;
  }
}

/** True when the proof cannot be trusted to outlive the trip to the server. */
export function proofIsStale(proof: Proof, now = Date.now()): boolean {
  return proof.expiresAt !== undefined && proof.expiresAt * 1000 - now < 60_000;
}

/** A challenge, or an ApiError with the refusal's status (a 429 with its Retry-After); no connection throws a TypeError. */
export async function fetchChallenge(fetcher: typeof fetch = fetch, origin = ''): Promise<Challenge> {
  const response = await fetcher(`${origin}${CHALLENGE_PATH}`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    credentials: 'omit',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(response.status, messageFromBody(body), body, {}, retryAfter > 0 ? retryAfter : undefined);
  }
  return (await response.json()) as Challenge;
}

export async function proofFor(challenge: Challenge, solve: (challenge: Challenge) => Promise<Solution>): Promise<Proof> {
  return { header: encodeProof(challenge, await solve(challenge)), expiresAt: challenge.parameters.expiresAt };
}

/** The refusal code of an answer refused for its proof, read from a copy so the answer stays readable. */
export async function proofRefusalOf(response: Response): Promise<ProofRefusal | undefined> {
  if (response.status !== 400 && response.status !== 403) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return PROOF_REFUSALS.find((code) => code === body?.code);
}
