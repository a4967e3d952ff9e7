import { renderQueue } from './render-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('renderQueue', () => {
  it('runs at most `limit` at once and starts the waiting ones in the order they came', async () => {
    const run = renderQueue(2);
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const done = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the place of a render that fails', async () => {
    const run = renderQueue(1);
    const failing = run(() => Promise.reject(new Error('CMS down')));
    const next = run(async () => 'rendered');
    await expect(failing).rejects.toThrow('CMS down');
    expect(await next).toBe('rendered');
    expect(await run(async () => 'again')).toBe('again');
  });
});
