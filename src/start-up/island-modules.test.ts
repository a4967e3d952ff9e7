import { islandSource, loadIsland } from './island-modules';

/** Every island module in the code, found here as the browser's list finds them. */
const files = Object.keys(
  import.meta.glob(['../features/**/*-island.tsx', '../app/**/*-island.tsx', '../offline/**/*-island.tsx', '../ui/**/*-island.tsx']),
);
const islandNames = () => files.map((path) => path.replace(/^.*\//, '').replace(/-island\.tsx$/, ''));

describe('island modules', () => {
  it('finds every island by the name its file gives it, and each declares that name', async () => {
    const names = islandNames();
    expect(names).toEqual(expect.arrayContaining(['finder', 'calculator', 'price-strip', 'floating-widgets', 'help-search']));
    for (const name of names) expect((await loadIsland(name)).name).toBe(name);
    // Every island's code is transformed here on first import: seconds on a busy machine.
  }, 30_000);

  it('names the source file of an island as the build manifest does, and nothing for an unknown one', async () => {
    expect(islandSource('finder')).toBe('src/features/finder/list/finder-island.tsx');
    expect(islandSource('no-such-island')).toBeUndefined();
    await expect(loadIsland('no-such-island')).rejects.toThrow(/No island module/);
  });
});
