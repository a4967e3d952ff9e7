import { contactBody, emptyContact, validateContact } from './contact-rules';

const valid = { name: 'Lucía Pérez', email: 'lucia@example.com', phone: '', topic: 'atm', message: 'Hola' };

describe('contact form rules', () => {
  it('an empty form needs name, email, topic and message, not phone', () => {
    expect(validateContact(emptyContact)).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.required' },
      topic: { key: 'validation.selectOption' },
      message: { key: 'validation.required' },
    });
  });

  it('a complete form passes', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '+34 612 345 678' })).toEqual({});
  });

  it('reports each kind of problem', () => {
    expect(validateContact({ ...valid, name: 'R2D2', email: 'lucia@', phone: '12', message: 'x'.repeat(2001) })).toEqual({
      name: { key: 'validation.alphabetic' },
      email: { key: 'validation.invalidEmail' },
      phone: { key: 'validation.invalidPhone' },
      message: { key: 'validation.maxLength', params: { count: 2000 } },
    });
    expect(validateContact({ ...valid, name: 'a'.repeat(81) }).name).toEqual({ key: 'validation.maxLength', params: { count: 80 } });
  });

  it('trims the body and leaves an empty phone out', () => {
    expect(contactBody({ ...valid, name: ' Lucía Pérez ' })).toEqual({
      name: 'Lucía Pérez',
      email: 'lucia@example.com',
      topic: 'atm',
      message: 'Hola',
    });
    expect(contactBody({ ...valid, phone: '612345678' })).toHaveProperty('phone', '612345678');
  });
});
