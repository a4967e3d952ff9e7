// The end-to-end suite drives Debian's Chromium (never a downloaded browser). Installs it with apt
// when missing and running as root; otherwise stops with a one-line instruction.
import { existsSync } from 'node:fs';
import { installOrExplain } from './apt-get.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) await installOrExplain(`Chromium not found at ${CHROMIUM} (or set CHROMIUM_PATH)`, 'chromium');
