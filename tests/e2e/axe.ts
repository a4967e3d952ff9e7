// axe-core over the page as shown: the serious and critical WCAG 2.1 A/AA violations, one line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** `include` limits the scan to these selectors (the controls a test is about). */
export async function seriousViolations(page: Page, include: string[] = []) {
  const builder = include.reduce((scan, selector) => scan.include(selector), new AxeBuilder({ page }).withTags(AXE_TAGS));
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
