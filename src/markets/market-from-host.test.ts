import { canonicalOrigin, marketFromHost } from './market-from-host';

describe('marketFromHost', () => {
  it.each([
    ['es.localhost:4173', 1],
    ['py.localhost:4173', 2],
    ['pa.localhost', 4],
    ['ar.localhost:4173', 5],
    ['CR.localhost:4173', 6],
    ['bo.localhost:4173', 7],
    ['localhost:4173', 1],
    ['127.0.0.1:4173', 1],
    ['example.org', 1],
  ])('%s -> market %i', (host, id) => {
    expect(marketFromHost(host, {})).toBe(id);
  });

  it('honours configured production hosts', () => {
    expect(marketFromHost('www.example.com.py', { 2: ['www.example.com.py'] })).toBe(2);
  });
});

describe('canonicalOrigin', () => {
  const origin = (url: string, id: Parameters<typeof canonicalOrigin>[1], overrides = {}) => canonicalOrigin(new URL(url), id, overrides);

  it("keeps the request's origin on one of the market's hosts", () => {
    expect(origin('http://py.localhost:4173/es', 2)).toBe('http://py.localhost:4173');
    expect(origin('https://www.example.com.py/es', 2, { 2: ['www.example.com.py'] })).toBe('https://www.example.com.py');
  });

  it("uses the market's first configured host for any other Host header", () => {
    expect(origin('http://localhost:4173/es', 1)).toBe('http://es.localhost:4173');
    expect(origin('http://evil.example/es', 1, { 1: ['www.example.es'] })).toBe('https://www.example.es');
    expect(origin('http://127.0.0.1:8080/es', 2, { 2: ['www.example.com.py', 'example.com.py'] })).toBe('https://www.example.com.py');
  });
});
