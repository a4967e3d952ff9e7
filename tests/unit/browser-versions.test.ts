// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chromiumMajor,
  firefoxMajor,
  MINIMUM_CHROMIUM,
  MINIMUM_FIREFOX,
  MINIMUM_WEBKITGTK,
  webkitAtLeast,
} from '../../scripts/browser-versions.mjs';

describe('the browsers the test suites need', () => {
  it("reads the major version from Debian's and Google's Chromium builds", () => {
    expect(chromiumMajor('Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)')).toBe(150);
    expect(chromiumMajor('Google Chrome 149.0.7800.2 ')).toBe(149);
    expect(chromiumMajor('true (GNU coreutils) 9.1')).toBeUndefined();
  });

  it("reads Firefox ESR's major version", () => {
    expect(firefoxMajor('Mozilla Firefox 140.5.0esr')).toBe(140);
    expect(firefoxMajor('Mozilla Firefox 153.8.0esr')).toBe(153);
    expect(firefoxMajor('Chromium 150.0.7871.100')).toBeUndefined();
  });

  it('compares WebKitGTK versions as Debian writes them', () => {
    expect(webkitAtLeast('2.50.6-1~deb12u2', '2.50')).toBe(true);
    expect(webkitAtLeast('2.52.0-1', '2.50')).toBe(true);
    expect(webkitAtLeast('3.0.1', '2.50')).toBe(true);
    expect(webkitAtLeast('2.48.7-1~deb12u1', '2.50')).toBe(false);
    expect(webkitAtLeast('1.99.0', '2.50')).toBe(false);
    expect(webkitAtLeast('', '2.50')).toBe(false);
  });

  it('are the minimums the README names', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(`Chromium ${MINIMUM_CHROMIUM} or newer`);
    expect(readme).toContain(`Firefox ESR ${MINIMUM_FIREFOX} or newer`);
    expect(readme).toContain(`WebKitGTK ${MINIMUM_WEBKITGTK} or newer`);
  });
});
