// The Nu Html Checker (vnu-jar, in tests/e2e/crawlers.spec.ts) is a Java program. Java comes from
// Debian's default JRE (headless: the checker draws nothing), installed with apt when missing and
// running as root; otherwise stops with a one-line instruction. vnu-jar's own download of a Java
// runtime (its install script) is not relied on.
import { spawnSync } from 'node:child_process';
import { installOrExplain } from './apt-get.mjs';

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

if (!hasJava()) {
  await installOrExplain('Java not found (the Nu Html Checker needs it)', 'default-jre-headless');
  if (!hasJava()) {
    console.error('Java is still not on the PATH after installing default-jre-headless.');
    process.exit(1);
  }
}
