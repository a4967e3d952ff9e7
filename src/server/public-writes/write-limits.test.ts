// @vitest-environment node
import { clientIp } from './write-limits';

describe('clientIp', () => {
  const req = new Request('http://site.test/', { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } });
  it('believes X-Forwarded-For only behind a trusted proxy', () => {
    expect(clientIp(req, '10.0.0.1', false)).toBe('10.0.0.1');
    expect(clientIp(req, '10.0.0.1', true)).toBe('203.0.113.9');
  });
});
