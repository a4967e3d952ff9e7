import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('keeps entries for their time and drops the oldest past the cap', () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 2, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    now = 999;
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    now = 2000;
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps nothing with a time of 0', () => {
    const cache = new TtlCache<number>(0, 10);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
