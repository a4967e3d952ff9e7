// @vitest-environment node
import { publicWriteOf } from './write-table';

describe('the public writes table', () => {
  it('names each write by method and path, and nothing else', () => {
    expect(publicWriteOf('POST', '/telephony/ivrs/demo-ivr/callback')?.kind).toBe('callback');
    expect(publicWriteOf('GET', '/rates/phone-lead')?.kind).toBe('phoneLead');
    expect(publicWriteOf('POST', '/gateway/api/v1/webapp/public/webapp/atms/review/create')?.kind).toBe('review');
    expect(publicWriteOf('POST', '/newsletter/subscribe')).toMatchObject({ kind: 'newsletter' });
    expect(publicWriteOf('GET', '/newsletter/subscribe')).toMatchObject({ kind: 'newsletter', uncounted: true });
    expect(publicWriteOf('GET', '/cms/api/home')).toBeUndefined();
    expect(publicWriteOf('POST', '/gateway/api/v1/webapp/public/webapp/atms/review')).toBeUndefined();
  });
});
