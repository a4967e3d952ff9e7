// `npm run screenshots`: PNGs of the main pages at phone, tablet and desktop widths, in the light and dark
// schemes, on the Spain (€), Paraguay (₲) and Argentina (US$) hosts, for reviewing a change by eye. Builds first (see
// package.json), serves with the demo backend on a free port and writes into .screenshots/ (git-ignored).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startSiteProcess, stopSiteProcess } from '../tests/bench/site-process';

const OUT = '.screenshots';
const PAGES: Array<[string, string]> = [
  ['home', '/es'],
  ['buy', '/comprar'],
  ['atms', '/cajeros-bitcoin'],
  ['help', '/centro-ayuda'],
  ['help-fees', '/pagina-ayuda/payment-methods-and-fees'],
  ['contact', '/contacto'],
  ['who-we-are', '/quienes-somos'],
  ['token', '/token'],
];
const WIDTHS: Array<[string, number, number]> = [
  ['phone', 390, 844],
  ['tablet', 768, 1024],
  ['desktop', 1440, 900],
];
/** One market of each fiat: each reads its own amounts. */
const MARKETS = ['es', 'py', 'ar'];
const SCHEMES = ['light', 'dark'] as const;
/** Only these pages: `npm run screenshots -- home buy`. */
const only = process.argv.slice(2);

mkdirSync(OUT, { recursive: true });
const site = await startSiteProcess({});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
let written = 0;
try {
  for (const scheme of SCHEMES) {
    for (const [device, width, height] of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const market of MARKETS) {
        for (const [name, path] of PAGES.filter(([name]) => only.length === 0 || only.includes(name))) {
          await page.goto(`http://${market}.localhost:${site.port}${path}`);
          // The islands' start-up (or the app) has run: what the page shows is what a visitor sees.
          await page.locator('html[data-client]').waitFor();
          await page.waitForLoadState('networkidle');
          const file = `${OUT}/${name}-${market}-${device}-${scheme}.png`;
          await page.screenshot({ path: file, fullPage: device !== 'desktop' ? false : true });
          written++;
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stopSiteProcess(site);
}
console.log(`Wrote ${written} screenshots to ${OUT}/`);
