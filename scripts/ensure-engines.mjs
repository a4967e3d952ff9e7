// The journeys on other engines drive Debian's Firefox ESR (WebDriver BiDi, no geckodriver) and WebKitGTK
// (WebKitWebDriver and its MiniBrowser, on a virtual display from xvfb). Installs what is missing with apt
// when running as root, otherwise stops with the command to run; prints each engine's version, and stops
// early when one is older than the README's minimum.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { installOrExplain } from './apt-get.mjs';
import { firefoxMajor, MINIMUM_FIREFOX, MINIMUM_WEBKITGTK, webkitAtLeast } from './browser-versions.mjs';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The Debian package that holds WebKitGTK (and MiniBrowser): its version is the engine's. */
const WEBKIT_PACKAGE = 'libwebkit2gtk-4.1-0';

const missing = [
  [FIREFOX, 'firefox-esr'],
  [WEBKIT_DRIVER, 'webkit2gtk-driver'],
  [MINIBROWSER, 'webkit2gtk-driver'],
  ['/usr/bin/xvfb-run', 'xvfb'],
].filter(([path]) => !existsSync(path));
if (missing.length > 0) {
  const packages = [...new Set(missing.map(([, name]) => name))].join(' ');
  await installOrExplain(`Not found: ${missing.map(([path]) => path).join(', ')}`, packages);
}

function stopWith(message) {
  console.error(message);
  process.exit(1);
}

const firefox = execFileSync(FIREFOX, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
console.log(`Journeys' Firefox: ${firefox} (${FIREFOX})`);
const firefoxVersion = firefoxMajor(firefox);
if (firefoxVersion === undefined || firefoxVersion < MINIMUM_FIREFOX) {
  stopWith(
    `The journeys need Firefox ESR ${MINIMUM_FIREFOX} or newer, and ${FIREFOX} is "${firefox}": "sudo apt-get install --only-upgrade firefox-esr".`,
  );
}

const webkit = execFileSync('dpkg-query', ['-W', '-f=${Version}', WEBKIT_PACKAGE], { encoding: 'utf8' }).trim();
console.log(`Journeys' WebKit: WebKitGTK ${webkit} (${WEBKIT_DRIVER}, ${MINIBROWSER})`);
if (!webkitAtLeast(webkit, MINIMUM_WEBKITGTK)) {
  stopWith(
    `The journeys need WebKitGTK ${MINIMUM_WEBKITGTK} or newer, and ${WEBKIT_PACKAGE} is "${webkit}": ` +
      `"sudo apt-get install --only-upgrade ${WEBKIT_PACKAGE} webkit2gtk-driver".`,
  );
}
