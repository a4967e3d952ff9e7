// Every island's module, found by its file name (`<name>-island.tsx`, exporting `island`): the browser
// loads an island's code by its name, and the server names that code (its source path, as the build
// manifest keys it) in the page it renders, so the browser fetches it ahead.
import type { IslandDefinition, IslandProps } from '../ui/islands';

interface IslandModule {
  island: IslandDefinition<IslandProps>;
}

const modules = import.meta.glob<IslandModule>([
  '../features/**/*-island.tsx',
  '../app/**/*-island.tsx',
  '../offline/**/*-island.tsx',
  '../ui/**/*-island.tsx',
]);

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/-island\.tsx$/, '');

const byName = new Map(Object.entries(modules).map(([path, load]) => [nameOf(path), { path, load }]));

/** The island called `name`, once its code has loaded. */
export async function loadIsland(name: string): Promise<IslandDefinition<IslandProps>> {
  const found = byName.get(name);
  if (!found) throw new Error(`No island module for "${name}"`);
  const { island } = await found.load();
  if (island.name !== name) throw new Error(`${found.path} declares the island "${island.name}"`);
  return island;
}

/** The source file of the island called `name`, as the build manifest names it. */
export function islandSource(name: string): string | undefined {
  const path = byName.get(name)?.path;
  return path ? `src/${path.replace(/^\.\.\//, '')}` : undefined;
}
