// The bot check's solver (ALTCHA's, from altcha-lib, on WebCrypto's PBKDF2): for the web worker and the
// service worker, and for the page itself only when it cannot start a worker.
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

export async function solveHere(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The bot check could not be solved in time');
  return solution;
}
