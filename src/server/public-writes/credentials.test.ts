// @vitest-environment node
import { addCredential } from './credentials';
import type { WriteKind } from '../../api/public-writes';

describe('credentials', () => {
  const keys = { telephonyKey: 'telephony-secret', ratesKey: 'rates-secret' };
  it('puts the telephony key on the call-back, the rates key on the phone lead, and none on the others', () => {
    const sentWith = (kind: WriteKind) => {
      const headers = new Headers();
      addCredential(headers, kind, keys);
      return headers.get('authorization');
    };
    expect(sentWith('callback')).toBe('Bearer telephony-secret');
    expect(sentWith('phoneLead')).toBe('Bearer rates-secret');
    expect(sentWith('lead')).toBeNull();
    const headers = new Headers({ authorization: 'Bearer from-the-page' });
    addCredential(headers, 'callback', keys);
    expect(headers.get('authorization')).toBe('Bearer telephony-secret');
    const unset = new Headers();
    addCredential(unset, 'callback', {});
    expect(unset.has('authorization')).toBe(false);
  });
});
