/**
 * The result kept in `cache` under `key`, or `compute()`'s, kept there. For pure results that are cheap to
 * work out again: when the cache holds `limit` entries it is emptied, so whatever keys visitors (or bots)
 * bring, it stays small. `undefined` and `null` results are kept too.
 */
export function remembered<K, V>(cache: Map<K, V>, key: K, limit: number, compute: () => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = compute();
  if (cache.size >= limit) cache.clear();
  cache.set(key, value);
  return value;
}
