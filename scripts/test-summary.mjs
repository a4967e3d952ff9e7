// Sums the unit (vitest), end-to-end (Playwright), real-Strapi (contract check, content pages against
// cms/) and topology (proxy, processes, Redis, Strapi on PostgreSQL) results into one "N passed, N failed" line.
import { existsSync, readFileSync } from 'node:fs';

const exitStatus = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

const unit = read('test-results/unit-results.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}

for (const file of ['test-results/e2e-results.json', 'test-results/e2e-strapi-results.json', 'test-results/e2e-topology-results.json']) {
  const e2e = read(file);
  if (e2e) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
  }
}

for (const file of [
  'test-results/contract-results.json',
  'test-results/topology-contract-results.json',
  'test-results/topology-results.json',
]) {
  const counts = read(file);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
}

// A failing type check, lint or build fails the run even when no test reported a failure.
if (exitStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitStatus === 0 && failed === 0 ? 0 : 1);
