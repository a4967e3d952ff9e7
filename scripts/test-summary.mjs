// Sums the unit (vitest) and end-to-end (Playwright) results into one "N passed, N failed" line.
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

const e2e = read('test-results/e2e-results.json');
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
}

// A failing type check, lint or build fails the run even when no test reported a failure.
if (exitStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitStatus === 0 && failed === 0 ? 0 : 1);
