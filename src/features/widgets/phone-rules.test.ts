import fc from 'fast-check';
import { validatePhone, type PhoneMessage } from './phone-rules';

const RUNS = { numRuns: 1000 };
const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) => fc.string({ unit: digit, minLength: min, maxLength: max });
const validPhone = fc.tuple(fc.constantFrom('6', '7', '8', '9'), digits(8, 8)).map(([first, rest]) => first + rest);
const separator = fc.constantFrom(' ', '.', '-', '  ', '(', ')', '/');

/** Puts separators between random characters, as a pasted or hand-formatted number would carry. */
const withSeparators = (phone: string) =>
  fc
    .array(fc.option(separator, { freq: 2 }), { minLength: phone.length, maxLength: phone.length })
    .map((gaps) => [...phone].map((c, i) => c + (gaps[i] ?? '')).join(''));

/** SPEC 5's rules, in their order, on the normalised number: what the first one it breaks says. */
const specMessage = (phone: string): PhoneMessage | null =>
  phone === ''
    ? 'validation.writeNumber'
    : phone.length !== 9
      ? 'validation.phoneDigits'
      : !/^[6-9]\d{8}$/.test(phone)
        ? 'validation.validPhone'
        : null;

describe('call-me phone rules (SPEC 5)', () => {
  it('are checked in the SPEC order', () => {
    // Empty breaks all three rules, '5' the last two.
    expect(validatePhone('').error).toBe('validation.writeNumber');
    expect(validatePhone('5').error).toBe('validation.phoneDigits');
  });

  it('gives the examples their messages', () => {
    expect(validatePhone('').error).toBe('validation.writeNumber');
    expect(validatePhone('   ').error).toBe('validation.writeNumber');
    expect(validatePhone('61234567').error).toBe('validation.phoneDigits');
    expect(validatePhone('6123456789').error).toBe('validation.phoneDigits');
    expect(validatePhone('512345678').error).toBe('validation.validPhone');
    expect(validatePhone('612345678')).toEqual({ phone: '612345678', error: null });
    // One country prefix only: a second one is part of the number, which is then too long.
    expect(validatePhone('0034 34 612 345 678').error).toBe('validation.phoneDigits');
    expect(validatePhone('+3434612345678').error).toBe('validation.phoneDigits');
  });

  it('normalises pasted spaces, dots, dashes and the +34, 0034 and 34 prefixes', () => {
    for (const pasted of [
      '612 345 678',
      '612.345.678',
      '612-34-56-78',
      '+34 612 345 678',
      '0034 612345678',
      '34612345678',
      '(+34) 612-345-678',
      ' 612345678 ',
    ]) {
      expect(validatePhone(pasted)).toEqual({ phone: '612345678', error: null });
    }
  });

  it('an empty entry always says "write a number"', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '.', '-') }), (blank) => validatePhone(blank).error === 'validation.writeNumber'),
      RUNS,
    );
  });

  it('any non-empty number of the wrong length says "9 digits", whatever its first digit', () => {
    fc.assert(
      fc.property(fc.oneof(digits(1, 8), digits(10, 20)), (phone) => {
        fc.pre(!/^(?:00)?34\d{9}$/.test(phone));
        return validatePhone(phone).error === 'validation.phoneDigits';
      }),
      RUNS,
    );
  });

  it('nine digits that do not start with 6, 7, 8 or 9 say "valid phone number"', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '1', '2', '3', '4', '5'), digits(8, 8), (first, rest) => {
        // '0034…' is a country prefix, not a nine-digit phone.
        fc.pre(!(first + rest).startsWith('0034'));
        return validatePhone(first + rest).error === 'validation.validPhone';
      }),
      RUNS,
    );
  });

  it('a 0034 prefix is removed before the length is checked', () => {
    expect(validatePhone('003400000')).toEqual({ phone: '00000', error: 'validation.phoneDigits' });
  });

  it('accepts every valid phone, however it was pasted', () => {
    const pasted = validPhone.chain((phone) =>
      fc.tuple(fc.constant(phone), withSeparators(phone), fc.constantFrom('', '+34', '0034', '34', '+34 ', '0034-')),
    );
    fc.assert(
      fc.property(pasted, ([phone, formatted, prefix]) => {
        const result = validatePhone(prefix + formatted);
        return result.error === null && result.phone === phone;
      }),
      RUNS,
    );
  });

  it('the first failing rule decides, never a later one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 15 }), (raw) => {
        const { phone, error } = validatePhone(raw);
        return error === specMessage(phone);
      }),
      RUNS,
    );
  });
});
