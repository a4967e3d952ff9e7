// @vitest-environment node
import { addCredential, credentialFor } from './credentials';

describe('credentials', () => {
  const keys = { telephonyKey: 'telephony-secret', ratesKey: 'rates-secret' };
  it('puts the telephony key on the call-back, the rates key on the phone lead, and none on the others', () => {
    expect(credentialFor('callback', keys)).toBe('telephony-secret');
    expect(credentialFor('phoneLead', keys)).toBe('rates-secret');
    expect(credentialFor('lead', keys)).toBeUndefined();
    const headers = new Headers({ authorization: 'Bearer from-the-page' });
    addCredential(headers, 'callback', keys);
    expect(headers.get('authorization')).toBe('Bearer telephony-secret');
    const unset = new Headers();
    addCredential(unset, 'callback', {});
    expect(unset.has('authorization')).toBe(false);
  });
});
