import { ISLANDS, type IslandName } from './islands';

/** Every island module in the code, by its path from `src/`. */
const modules = import.meta.glob<{ island: { name: string } }>('../**/*-island.tsx');
const fromSrc = (path: string) => path.replace(/^\.\.\//, '');

describe('the islands declared', () => {
  it("name each module whose file says it is an island, and each module declares the island under that declaration's name", async () => {
    expect(
      Object.values(ISLANDS)
        .map((declared) => declared.module)
        .sort(),
    ).toEqual(Object.keys(modules).map(fromSrc).sort());
    for (const [name, declared] of Object.entries(ISLANDS) as [IslandName, (typeof ISLANDS)[IslandName]][]) {
      const { island } = await modules[`../${declared.module}`]!();
      expect(island.name, declared.module).toBe(name);
    }
    // Every island's code is transformed here on first import: seconds on a busy machine.
  }, 30_000);

  it('give each island a moment to wake at, and one that waits for a touch no other', () => {
    for (const declared of Object.values(ISLANDS)) {
      const wake: readonly string[] = declared.wake;
      expect(wake.length).toBeGreaterThan(0);
      if (wake.includes('interaction')) expect(wake).toEqual(['interaction']);
    }
  });
});
