// The light mode table alone (the same rows `npm run bench` prints): `node --import tsx
// tests/bench/light-mode-table.ts` serves dist/ with the demo backend and measures it; given an origin
// (`... light-mode-table.ts http://localhost:4601`), it measures that site instead.
// BENCH_LIGHT_VISITS visits per page and variant (default 2).
import { chromium } from '@playwright/test';
import { startServer } from '../../demo-api/serve';
import { formatTable } from './budgets';
import { lightModeRows, measureLightModeBytes } from './light-mode-bytes';
import { CHROMIUM, CHROMIUM_ARGS } from './pages';

const visits = Math.max(1, Number(process.env.BENCH_LIGHT_VISITS) || 2);
const given = process.argv[2];
const server = given ? undefined : await startServer(Number(process.env.BENCH_PORT) || 4599);
const origin = given ?? `http://localhost:${server!.port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  console.log(formatTable(lightModeRows(await measureLightModeBytes(browser, origin, visits))));
} finally {
  await browser.close();
  await server?.close();
}
