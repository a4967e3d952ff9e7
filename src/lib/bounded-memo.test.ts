import { remembered } from './bounded-memo';

describe('remembered', () => {
  it('works a key out once, null results included, and empties the cache when it is full', () => {
    const cache = new Map<string, string | null>();
    let calls = 0;
    const lookUp = (key: string) => remembered(cache, key, 3, () => (calls++, key === 'none' ? null : key.toUpperCase()));
    expect(lookUp('a')).toBe('A');
    expect(lookUp('a')).toBe('A');
    expect(lookUp('none')).toBeNull();
    expect(lookUp('none')).toBeNull();
    expect(calls).toBe(2);
    lookUp('b');
    expect(cache.size).toBe(3);
    lookUp('c');
    expect([...cache.keys()]).toEqual(['c']);
    expect(lookUp('a')).toBe('A');
    expect(calls).toBe(5);
  });
});
