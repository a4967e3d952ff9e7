// @vitest-environment node
import { publicWriteRouteOf } from './public-writes';

describe('the public writes route table', () => {
  it('names each write by method and path, and nothing else', () => {
    expect(publicWriteRouteOf('POST', '/telephony/ivrs/demo-ivr/callback')?.kind).toBe('callback');
    expect(publicWriteRouteOf('GET', '/rates/phone-lead')?.kind).toBe('phoneLead');
    expect(publicWriteRouteOf('POST', '/gateway/api/v1/webapp/public/webapp/atms/review/create')?.kind).toBe('review');
    expect(publicWriteRouteOf('POST', '/newsletter/subscribe')).toMatchObject({ kind: 'newsletter' });
    expect(publicWriteRouteOf('GET', '/newsletter/subscribe')).toMatchObject({ kind: 'newsletter', uncounted: true });
    expect(publicWriteRouteOf('GET', '/cms/api/home')).toBeUndefined();
    expect(publicWriteRouteOf('POST', '/gateway/api/v1/webapp/public/webapp/atms/review')).toBeUndefined();
  });
});
