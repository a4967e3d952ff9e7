// The end-to-end suite drives Debian's Chromium (never a downloaded browser). Installs it with apt
// when missing and running as root; otherwise stops with a one-line instruction.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function aptGet(args) {
  for (let attempt = 1; attempt <= 30; attempt++) {
    try {
      execSync(`apt-get ${args}`, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      return;
    } catch (error) {
      // The apt lock is often busy on a fresh machine (unattended upgrades); wait and retry.
      console.log(`apt-get ${args.split(' ')[0]} failed (attempt ${attempt}), retrying in 10 s`);
      if (attempt === 30) throw error;
      await sleep(10_000);
    }
  }
}

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${CHROMIUM}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH) and try again.`);
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  await aptGet('update -qq');
  await aptGet('install -y -qq chromium');
}
