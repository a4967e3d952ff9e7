// `npm run audit`: `npm audit --omit=dev --audit-level=high`, except that a registry without the audit
// endpoint (mirrors, offline machines) is reported and does not fail the run. Real high or critical
// findings in production dependencies always fail it.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: process.platform === 'win32' });
let report;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  report = {};
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? (run.stderr || '').trim().split('\n').pop() ?? 'no answer';
  console.log(`npm audit: the registry gave no audit report (${reason}); dependencies not checked.`);
  process.exit(0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
if (serious > 0) {
  for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
    if (finding.severity === 'high' || finding.severity === 'critical')
      console.log(`  ${finding.severity}: ${name} (${finding.range ?? ''})`);
  }
  process.exit(1);
}
