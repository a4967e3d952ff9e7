// The rate-limit integration tests run a real Redis (Debian's redis-server) on a loopback port. Installs
// it with apt when missing and running as root, as ensure-chromium.mjs does for the browser.
import { execSync } from 'node:child_process';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const installed = () => {
  try {
    execSync('command -v redis-server', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

if (!installed()) {
  if (process.getuid?.() !== 0) {
    console.error('redis-server not found: run "sudo apt-get install -y redis-server" and try again.');
    process.exit(1);
  }
  console.log("redis-server is missing: installing Debian's redis-server package…");
  for (let attempt = 1; ; attempt++) {
    try {
      execSync('apt-get update -qq && apt-get install -y -qq redis-server', {
        stdio: 'inherit',
        shell: '/bin/sh',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      break;
    } catch (error) {
      // The apt lock is often busy on a fresh machine; wait and retry.
      if (attempt === 30) throw error;
      console.log(`apt-get failed (attempt ${attempt}), retrying in 10 s`);
      await sleep(10_000);
    }
  }
}
