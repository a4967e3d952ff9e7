/**
 * At most `limit` renders at once; the rest wait their turn, first come first served. Renders are CPU
 * work on one thread: hundreds interleaved all finish late (past the render time limit, or the client's
 * patience) and hold hundreds of request states in memory at once, while a short queue finishes each in
 * turn. The time limit counts from a render's start, not from its wait.
 */
export function renderQueue(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    // A finishing render hands its place straight to the first in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
