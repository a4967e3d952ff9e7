// apt-get for the test setup's system packages (Chromium, Java), waiting out a busy apt lock.
import { execSync } from 'node:child_process';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function aptGet(args) {
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

/** Installs Debian packages when running as root; otherwise stops with the command to run. */
export async function installOrExplain(what, packages) {
  if (process.getuid?.() !== 0) {
    console.error(`${what}: run "sudo apt-get install -y ${packages}" and try again.`);
    process.exit(1);
  }
  console.log(`${what}: installing Debian's ${packages}…`);
  await aptGet('update -qq');
  await aptGet(`install -y -qq ${packages}`);
}
