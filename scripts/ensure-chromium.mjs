// The end-to-end suite drives Debian's Chromium (never a downloaded browser). Installs it with apt
// when missing and running as root; otherwise stops with a one-line instruction. Prints the version it
// will run, and stops early when that is older than the README's minimum: the suite's expectations
// (what the browser fetches, which events it fires) are those of that version and newer.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { installOrExplain } from './apt-get.mjs';
import { chromiumMajor, MINIMUM_CHROMIUM } from './browser-versions.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) await installOrExplain(`Chromium not found at ${CHROMIUM} (or set CHROMIUM_PATH)`, 'chromium');

// Debian's wrapper script prints a harmless shell warning on stderr on some machines; the version is on stdout.
const version = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
console.log(`End-to-end browser: ${version} (${CHROMIUM})`);
const major = chromiumMajor(version);
if (major === undefined || major < MINIMUM_CHROMIUM) {
  console.error(
    `The end-to-end tests need Chromium ${MINIMUM_CHROMIUM} or newer, and ${CHROMIUM} is "${version}". ` +
      'Upgrade it ("sudo apt-get install --only-upgrade chromium") or point CHROMIUM_PATH at a newer one.',
  );
  process.exit(1);
}
