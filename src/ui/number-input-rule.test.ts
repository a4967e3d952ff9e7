import fc from 'fast-check';
import { nextNumberInput } from './number-input-rule';

/** SPEC 5: at most 8 decimals. */
const MAX_DECIMALS = 8;
/** Whether the field keeps `value` when it is typed (nextNumberInput falls back to a different previous value otherwise). */
const isValidNumberInput = (value: string) => nextNumberInput(`${value}?`, value) === value;

const RUNS = { numRuns: 1000 };
const digits = fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9') });
const validInput = fc
  .tuple(fc.boolean(), digits, fc.option(fc.string({ unit: fc.constantFrom('0', '5', '9'), maxLength: MAX_DECIMALS })))
  .map(([minus, whole, decimals]) => `${minus ? '-' : ''}${whole}${decimals === null ? '' : `.${decimals}`}`);
const anyInput = fc.oneof(fc.string(), validInput, fc.string({ unit: fc.constantFrom('-', '.', '1', '2', 'e', ',', '+', ' ') }));

/** An independent reading of the rule, character by character. */
function oracle(value: string): boolean {
  const body = value.startsWith('-') ? value.slice(1) : value;
  const parts = body.split('.');
  if (parts.length > 2) return false;
  if (![...parts.join('')].every((c) => c >= '0' && c <= '9')) return false;
  return parts.length === 1 || parts[1].length <= MAX_DECIMALS;
}

describe('number input rule (SPEC 5)', () => {
  it('accepts examples and rejects others', () => {
    for (const ok of ['', '-', '0', '12', '-3.', '.5', '1.12345678', '-0.00000001']) expect(isValidNumberInput(ok)).toBe(true);
    for (const bad of ['1.123456789', '1..2', '1.2.3', '--1', '1-', '1e5', '1,5', ' 1', '+1', 'abc', '١٢'])
      expect(isValidNumberInput(bad)).toBe(false);
  });

  it('agrees with an independent reading of the rule', () => {
    fc.assert(
      fc.property(anyInput, (value) => isValidNumberInput(value) === oracle(value)),
      RUNS,
    );
  });

  it('never accepts an invalid string: the result is always valid when the previous value was', () => {
    fc.assert(
      fc.property(validInput, anyInput, (previous, typed) => {
        const next = nextNumberInput(previous, typed);
        expect(isValidNumberInput(next)).toBe(true);
        expect(next === typed || next === previous).toBe(true);
      }),
      RUNS,
    );
  });

  it('never changes a valid string', () => {
    fc.assert(
      fc.property(fc.string(), validInput, (previous, typed) => nextNumberInput(previous, typed) === typed),
      RUNS,
    );
  });

  it('reverts invalid input to the previous value', () => {
    fc.assert(
      fc.property(
        validInput,
        anyInput.filter((typed) => !oracle(typed)),
        (previous, typed) => nextNumberInput(previous, typed) === previous,
      ),
      RUNS,
    );
  });
});
