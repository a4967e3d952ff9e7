// In a folder of its own so the build gives it a chunk of its own: the shared components directly under
// src/ui/ go into the shared layers' chunk (scripts/island-chunks.ts).
import { defineIsland } from '../islands';
import { InstallControl } from '../../offline/install-control';

export const island = defineIsland('install-control', InstallControl);
