// The engines side by side, printed after the journeys: each engine's version, the seconds from the site
// answering again to the delivery of the call-me queued meanwhile (the page left open), how many times it
// was delivered, how soon a page not saved showed its content by itself, and what each engine lacks of
// what the site can do without.
import { existsSync, readFileSync } from 'node:fs';
import { OPTIONAL } from './engine-probe';
import { REPORTS_DIR, type EngineReport } from './journeys';

const ENGINES = ['chromium', 'firefox', 'webkit'] as const;

export function printEngineTable() {
  const reports = ENGINES.map((engine) => `${REPORTS_DIR}/${engine}.json`)
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as EngineReport);
  if (reports.length === 0) return;
  const rows = reports.map((report) => [
    report.engine,
    report.version ?? '?',
    report.deliverySeconds === undefined ? 'not delivered' : `${report.deliverySeconds} s`,
    report.deliveries === undefined ? '?' : String(report.deliveries),
    report.reloadSeconds === undefined ? 'no' : `${report.reloadSeconds} s`,
    OPTIONAL.filter((feature) => report.probe && !report.probe.has[feature]).join(', ') || 'nothing',
  ]);
  const header = [
    'engine',
    'version',
    'queued call-me delivered after the site answers',
    'deliveries',
    'page not saved loaded itself after',
    'lacks (the site falls back)',
  ];
  console.log(`\n${[header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n')}\n`);
}
