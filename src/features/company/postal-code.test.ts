import fc from 'fast-check';
import { countryName, hasPostalCodes, isValidPostalCode } from './postal-code';

describe('postal codes per market', () => {
  it('Spain: five digits with a province prefix 01 to 52', () => {
    for (const good of ['28014', '01001', '08001', '52001', '35 001']) expect(isValidPostalCode('es', good)).toBe(true);
    for (const bad of ['00001', '53001', '99999', '2801', '280145', 'A8014']) expect(isValidPostalCode('es', bad)).toBe(false);
  });

  it('Spain accepts every province prefix and nothing above 52 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 999 }), (province, rest) => {
        const code = `${String(province).padStart(2, '0')}${String(rest).padStart(3, '0')}`;
        return isValidPostalCode('es', code) === (province >= 1 && province <= 52);
      }),
    );
  });

  it('Paraguay: four to six digits', () => {
    for (const good of ['1209', '12090', '001209']) expect(isValidPostalCode('py', good)).toBe(true);
    for (const bad of ['120', '1234567', '12a4']) expect(isValidPostalCode('py', bad)).toBe(false);
  });

  it('Panama: four digits', () => {
    expect(isValidPostalCode('pa', '0801')).toBe(true);
    for (const bad of ['801', '08011', 'ABCD']) expect(isValidPostalCode('pa', bad)).toBe(false);
  });

  it('Argentina: four digits or the CPA letter format', () => {
    for (const good of ['1425', 'C1425DKF', 'c1425dkf', 'B1636AAB']) expect(isValidPostalCode('ar', good)).toBe(true);
    for (const bad of ['142', 'C1425DK', 'I1425DKF', 'O1425DKF', '1425DKF', 'C14250DKF']) expect(isValidPostalCode('ar', bad)).toBe(false);
  });

  it('Costa Rica: five digits', () => {
    expect(isValidPostalCode('cr', '10101')).toBe(true);
    for (const bad of ['1010', '101010']) expect(isValidPostalCode('cr', bad)).toBe(false);
  });

  it('Bolivia: no postal code system, so nothing is checked', () => {
    expect(hasPostalCodes('bo')).toBe(false);
    expect(isValidPostalCode('bo', '')).toBe(true);
    expect(hasPostalCodes('es')).toBe(true);
  });

  it('names the country in the page language', () => {
    expect(countryName('es', 'es')).toBe('España');
    expect(countryName('es', 'en')).toBe('Spain');
    expect(countryName('cr', 'en')).toBe('Costa Rica');
  });
});
