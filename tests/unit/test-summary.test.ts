// @vitest-environment node
// The CI's last lines (scripts/test-summary.mjs), run as .ci/run runs it, over results files of each kind.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SCRIPT = resolve('scripts/test-summary.mjs');

function summarise(files: Record<string, unknown>, exitStatus = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'test-results'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, 'test-results', name), JSON.stringify(content));
  const run = spawnSync(process.execPath, [SCRIPT, String(exitStatus)], { cwd: dir, encoding: 'utf8' });
  return { lines: run.stdout.trim().split('\n'), status: run.status };
}

const unit = (failed: string[]) => ({
  numPassedTests: 3,
  numFailedTests: failed.length,
  testResults: [
    {
      name: '/repo/a.test.ts',
      status: failed.length ? 'failed' : 'passed',
      assertionResults: [{ status: 'passed', fullName: 'a passes' }, ...failed.map((fullName) => ({ status: 'failed', fullName }))],
    },
  ],
});

const spec = (title: string, status: string) => ({ title, file: 'x.spec.ts', tests: [{ status }] });

it('names each failed unit test, engine journey, browser spec, topology check and contract request above the counts', () => {
  const { lines, status } = summarise(
    {
      'unit-results.json': unit(['rules › refuses a bad number']),
      'engines-results.json': unit(['webkit: the core journeys › an ATM page']),
      'e2e-results.json': {
        stats: { expected: 1, unexpected: 1, flaky: 1 },
        suites: [
          { specs: [spec('opens', 'expected')], suites: [{ specs: [spec('menu › closes', 'unexpected'), spec('retried', 'flaky')] }] },
        ],
      },
      'topology-results.json': {
        passed: 1,
        failed: 1,
        tests: [
          { name: 'cache HIT', ok: true },
          { name: 'no failed request', ok: false },
        ],
      },
      'contract-results.json': {
        passed: 1,
        failed: 1,
        requests: [
          { request: 'faqs', differences: [] },
          { request: 'home?locale=es', differences: ['x'] },
        ],
      },
    },
    1,
  );
  expect(lines).toEqual([
    'Failed:',
    '  unit: rules › refuses a bad number',
    '  engines: webkit: the core journeys › an ATM page',
    '  e2e-results: x.spec.ts › menu › closes',
    '  contract-results: home?locale=es',
    '  topology-results: no failed request',
    '10 passed, 5 failed',
  ]);
  expect(status).toBe(1);
});

it('names a unit file that failed before any of its tests ran', () => {
  const broken = { name: '/repo/b.test.ts', status: 'failed', message: 'Failed to load url ./gone\nstack', assertionResults: [] };
  const results = unit([]);
  const { lines } = summarise({ 'unit-results.json': { ...results, testResults: [...results.testResults, broken] } }, 1);
  expect(lines).toEqual(['Failed:', '  unit: /repo/b.test.ts: Failed to load url ./gone', '3 passed, 1 failed']);
});

it('prints only the counts when everything passed, and fails a run whose type check or build failed', () => {
  expect(summarise({ 'unit-results.json': unit([]) })).toEqual({ lines: ['3 passed, 0 failed'], status: 0 });
  expect(summarise({ 'unit-results.json': unit([]) }, 2)).toEqual({ lines: ['3 passed, 1 failed'], status: 1 });
});
