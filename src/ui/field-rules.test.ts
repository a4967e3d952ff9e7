import fc from 'fast-check';
import { alphabetic, email, firstIssue, maxLength, phone, required, selected, validateFields } from './field-rules';

describe('field rules', () => {
  it('required refuses empty and blank values', () => {
    expect(required('')).toEqual({ key: 'validation.required' });
    expect(required('   ')).toEqual({ key: 'validation.required' });
    expect(required('x')).toBeNull();
  });

  it('email accepts name@domain.tld only', () => {
    for (const good of ['ana@example.com', 'a.b+c@mail.example.es']) expect(email(good)).toBeNull();
    for (const bad of ['ana', 'ana@', 'ana@example', '@example.com', 'ana @example.com', 'ana@example..com'])
      expect(email(bad)).toEqual({ key: 'validation.invalidEmail' });
    expect(email('')).toBeNull();
  });

  it('phone accepts 6 to 15 digits with an optional +, ignoring separators', () => {
    for (const good of ['612345678', '+34 612 34 56 78', '+595 (21) 728-9000']) expect(phone(good)).toBeNull();
    for (const bad of ['12345', '+1234567890123456', '61234abc', '++34612345678'])
      expect(phone(bad)).toEqual({ key: 'validation.invalidPhone' });
  });

  it('alphabetic accepts letters of any language with spaces, hyphens and apostrophes', () => {
    for (const good of ['Lucía Fernández', "O'Neill", 'Jean-Luc', 'San José', 'Ñuñoa', 'Asunción']) expect(alphabetic(good)).toBeNull();
    for (const bad of ['R2D2', 'Ana!', 'a_b', '12']) expect(alphabetic(bad)).toEqual({ key: 'validation.alphabetic' });
  });

  it('maxLength counts characters', () => {
    expect(maxLength(3)('abc')).toBeNull();
    expect(maxLength(3)('abcd')).toEqual({ key: 'validation.maxLength', params: { count: 3 } });
  });

  it('maxLength never flags a value within the limit (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 50 }), (value) => maxLength(50)(value) === null));
  });

  it('selected needs a value', () => {
    expect(selected('')).toEqual({ key: 'validation.selectOption' });
    expect(selected('x')).toBeNull();
  });

  it('firstIssue stops at the first failing rule', () => {
    expect(firstIssue('', [required, email])).toEqual({ key: 'validation.required' });
    expect(firstIssue('bad', [required, email])).toEqual({ key: 'validation.invalidEmail' });
  });

  it('validateFields only reports fields with a problem', () => {
    expect(validateFields({ a: '', b: 'ok' }, { a: [required], b: [required] })).toEqual({ a: { key: 'validation.required' } });
  });
});
