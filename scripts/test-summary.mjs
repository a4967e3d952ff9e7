// Sums the unit and engine-journey (vitest), end-to-end (Playwright), real-Strapi (contract check, content pages against
// cms/) and topology (proxy, processes, Redis, Strapi on PostgreSQL) results into one "N passed, N failed" line.
import { existsSync, readFileSync } from 'node:fs';

const exitStatus = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
// The names of what failed, printed above the last line: a CI log is often read from its tail only.
const failures = [];

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
/** A results file as the failures name it: `test-results/e2e-results.json` is `e2e-results`. */
const labelOf = (path) => path.replace(/^test-results\/|\.json$/g, '');

// Vitest's results: the unit run, and the journeys on each engine.
for (const [file, label] of [
  ['test-results/unit-results.json', 'unit'],
  ['test-results/engines-results.json', 'engines'],
]) {
  const vitest = read(file);
  if (!vitest) continue;
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const result of vitest.testResults) {
    for (const test of result.assertionResults) if (test.status === 'failed') failures.push(`${label}: ${test.fullName}`);
    // A file that fails before its tests run (an import or a hook) has no failed test of its own.
    if (result.status === 'failed' && !result.assertionResults.some((test) => test.status === 'failed')) {
      failures.push(`${label}: ${result.name}: ${String(result.message).split('\n')[0]}`);
    }
  }
}

/** Playwright's suites nest (file, describe); a spec failed when its last result is not the expected one. */
function playwrightFailures(suites, label) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'unexpected')) failures.push(`${label}: ${spec.file} › ${spec.title}`);
    }
    playwrightFailures(suite.suites, label);
  }
}

for (const file of ['test-results/e2e-results.json', 'test-results/e2e-strapi-results.json', 'test-results/e2e-topology-results.json']) {
  const e2e = read(file);
  if (e2e) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    playwrightFailures(e2e.suites, labelOf(file));
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
    for (const test of counts.tests ?? []) if (!test.ok) failures.push(`${labelOf(file)}: ${test.name}`);
    for (const request of counts.requests ?? []) if (request.differences?.length) failures.push(`${labelOf(file)}: ${request.request}`);
  }
}

// A failing type check, lint or build fails the run even when no test reported a failure.
if (exitStatus !== 0 && failed === 0) failed = 1;
if (failures.length) console.log(`Failed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitStatus === 0 && failed === 0 ? 0 : 1);
