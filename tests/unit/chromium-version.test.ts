// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chromiumMajor, MINIMUM_CHROMIUM } from '../../scripts/chromium-version.mjs';

describe('the Chromium the end-to-end suite needs', () => {
  it("reads the major version from Debian's and Google's builds", () => {
    expect(chromiumMajor('Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)')).toBe(150);
    expect(chromiumMajor('Google Chrome 149.0.7800.2 ')).toBe(149);
    expect(chromiumMajor('true (GNU coreutils) 9.1')).toBeUndefined();
  });

  it('is the minimum the README names', () => {
    expect(readFileSync('README.md', 'utf8')).toContain(`Chromium ${MINIMUM_CHROMIUM} or newer`);
  });
});
