import { marketFromHost } from './market-from-host';

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
