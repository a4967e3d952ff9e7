// Vitest's global set-up for the engine journeys: the site as `npm start` serves it (the build already in
// dist/), on a free port, with the write limits loosened as the Playwright suite does; and, at the end,
// the table of what each engine did.
import { existsSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startSiteProcess, stopSiteProcess } from '../bench/site-process';
import { printEngineTable } from './engine-table';
import { REPORTS_DIR } from './journeys';

declare module 'vitest' {
  export interface ProvidedContext {
    sitePort: number;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('The journeys serve the build in dist/: run "npm run build" first (npm test does).');
  const site = await startSiteProcess({
    RATE_LIMIT_WRITES_PER_HOUR: '100000',
    RATE_LIMIT_CALLBACKS_PER_NUMBER: '100000',
    RATE_LIMIT_CHALLENGES_PER_MINUTE: '100000',
  });
  project.provide('sitePort', site.port);
  // The table is this run's: an engine left out or stopped early has no row.
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  return async () => {
    await stopSiteProcess(site);
    printEngineTable();
  };
}
