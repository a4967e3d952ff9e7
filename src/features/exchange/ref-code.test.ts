import { newRefCode } from './ref-code';

/** CP- and three groups of four from Crockford's alphabet (no I, L, O, U). */
const REF_CODE_PATTERN = /^CP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('newRefCode', () => {
  it('is unique over 100,000 draws and always well formed', () => {
    const seen = new Set<string>();
    let malformed = 0;
    for (let i = 0; i < 100_000; i++) {
      const code = newRefCode();
      if (!REF_CODE_PATTERN.test(code)) malformed++;
      seen.add(code);
    }
    expect(malformed).toBe(0);
    expect(seen.size).toBe(100_000);
  }, 60_000);
});
