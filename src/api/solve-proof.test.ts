// @vitest-environment node
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { solveHere } from './solve-proof';

/** A challenge whose answer is counter 55, with little work per try. */
const challenge = () => createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 55, deriveKey, hmacSignatureSecret: 'test' });

describe('solving in slices, to go on where a stopped worker left off', () => {
  it('says where it got to after each slice, and finds the answer', async () => {
    const progress: number[] = [];
    const solution = await solveHere(await challenge(), { onProgress: async (from) => void progress.push(from) });
    expect(solution.counter).toBe(55);
    expect(progress).toEqual([20, 40]);
  });

  it('goes on from where it got to, without the tries before', async () => {
    const progress: number[] = [];
    const solution = await solveHere(await challenge(), { from: 40, onProgress: async (from) => void progress.push(from) });
    expect(solution.counter).toBe(55);
    expect(progress).toEqual([]);
  });

  it('solves in one go when nobody keeps its progress', async () => {
    expect((await solveHere(await challenge())).counter).toBe(55);
  });
});
