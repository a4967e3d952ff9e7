import { emptyFranchise, franchiseBody, validateFranchise } from './franchise-rules';

const valid = {
  name: 'Pablo Navarro',
  email: 'pablo@example.com',
  phone: '+34 612 345 678',
  city: 'Valladolid',
  postalCode: '47001',
  investment: '10k-25k',
  interests: ['atm-host'],
};

describe('franchise form rules', () => {
  it('an empty form needs every field', () => {
    expect(validateFranchise(emptyFranchise, 'es', 'Spain')).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.required' },
      phone: { key: 'validation.required' },
      city: { key: 'validation.required' },
      postalCode: { key: 'validation.required' },
      investment: { key: 'validation.selectOption' },
      interests: { key: 'validation.selectOption' },
    });
  });

  it('a complete form passes', () => {
    expect(validateFranchise(valid, 'es', 'Spain')).toEqual({});
  });

  it('checks the postal code against the market country', () => {
    expect(validateFranchise({ ...valid, postalCode: '99999' }, 'es', 'Spain').postalCode).toEqual({
      key: 'validation.invalidPostalCode',
      params: { country: 'Spain' },
    });
    expect(validateFranchise({ ...valid, postalCode: '1209' }, 'py', 'Paraguay')).toEqual({});
    expect(validateFranchise({ ...valid, postalCode: 'C1425DKF' }, 'ar', 'Argentina')).toEqual({});
    expect(validateFranchise({ ...valid, postalCode: '47001' }, 'pa', 'Panamá').postalCode).toEqual({
      key: 'validation.invalidPostalCode',
      params: { country: 'Panamá' },
    });
  });

  it('Bolivia: the postal code is optional', () => {
    expect(validateFranchise({ ...valid, postalCode: '' }, 'bo', 'Bolivia')).toEqual({});
    expect(franchiseBody({ ...valid, postalCode: '' }, 'bo').postalCode).toBe('N/A');
  });

  it('reports names and cities that are not alphabetic, and bad phones and emails', () => {
    expect(validateFranchise({ ...valid, name: 'Pablo 2', city: 'Valladolid!', phone: '123', email: 'pablo@' }, 'es', 'Spain')).toEqual({
      name: { key: 'validation.alphabetic' },
      city: { key: 'validation.alphabetic' },
      phone: { key: 'validation.invalidPhone' },
      email: { key: 'validation.invalidEmail' },
    });
  });

  it('builds the body with a normalized postal code', () => {
    expect(franchiseBody({ ...valid, postalCode: 'c1425 dkf' }, 'ar')).toEqual({ ...valid, postalCode: 'C1425DKF' });
  });
});
