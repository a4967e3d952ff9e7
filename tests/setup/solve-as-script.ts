// How a script would pass the bot check: ask the site for a challenge and solve it in Node with native
// PBKDF2 (faster than a browser's). Used by the integration and end-to-end tests and by the bench.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_PATH, proofFor } from '../../src/api/proof-of-work';

export async function challengeFrom(origin: string, headers: Record<string, string> = {}): Promise<Challenge> {
  const answer = await fetch(`${origin}${CHALLENGE_PATH}`, { headers });
  if (!answer.ok) throw new Error(`challenge: ${answer.status}`);
  return (await answer.json()) as Challenge;
}

/** The `x-form-proof` header value for one solved challenge. */
export async function solveAsScript(challenge: Challenge): Promise<string> {
  const proof = await proofFor(challenge, async () => {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');
    return solution;
  });
  return proof.header;
}

export const proofFrom = async (origin: string, headers: Record<string, string> = {}) =>
  solveAsScript(await challengeFrom(origin, headers));
