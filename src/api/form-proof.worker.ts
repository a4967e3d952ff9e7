/// <reference lib="webworker" />
// Solves one bot-check challenge off the page's main thread (form-proof.ts), so typing never stutters.
import type { Challenge } from './proof-of-work';
import { solveHere } from './solve-proof';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    self.postMessage({ solution: await solveHere(event.data) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
