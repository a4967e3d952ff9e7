// @vitest-environment node
import { callBackBodyErrors } from './write-validation';

describe('callBackBodyErrors (SPEC 5 and 7)', () => {
  it('accepts the exact shape and refuses anything else', () => {
    expect(callBackBodyErrors({ to_number: 34612345678, timeout: 60, clir: false })).toEqual({});
    expect(callBackBodyErrors({ to_number: 34612345678, timeout: 60, clir: false, from_number: 34910000000 })).toEqual({});
    expect(Object.keys(callBackBodyErrors({ to_number: 34512345678, timeout: 60, clir: false }))).toEqual(['to_number']);
    expect(Object.keys(callBackBodyErrors({ to_number: '34612345678', timeout: 60, clir: false }))).toEqual(['to_number']);
    expect(Object.keys(callBackBodyErrors({ to_number: 34612345678, timeout: 30, clir: true, extra: 1 })).sort()).toEqual([
      'body',
      'clir',
      'timeout',
    ]);
    expect(callBackBodyErrors([])).toEqual({ body: ['The body must be a JSON object'] });
  });
});
