// Rendered answers by URL: kept `cacheMs` in the process, and shared while one is being rendered (the
// requests for a page that is being rendered wait for that render instead of starting their own).
// Renders take their turn in the render queue (render-queue.ts).
import { renderQueue } from './render-queue';
import { TtlCache } from './ttl-cache';

/**
 * The answer for `key`: from the cache, from the render of it in flight, or from `render` in its turn.
 * An answer that is not `cacheable` (a render with forwarded test headers) is neither taken from nor put
 * in the cache. Rejects when the render fails; a failed render is not kept.
 */
export type PageCache<T> = (key: string, cacheable: boolean, render: () => Promise<T>) => Promise<T>;

export function pageCache<T>(cacheMs: number, maxConcurrentRenders: number): PageCache<T> {
  const pages = new TtlCache<T>(cacheMs, 500);
  const inFlight = new Map<string, Promise<T>>();
  const inTurn = renderQueue(maxConcurrentRenders);
  return async (key, cacheable, render) => {
    const cached = cacheable ? pages.get(key) : undefined;
    if (cached) return cached;
    let rendering = cacheable ? inFlight.get(key) : undefined;
    if (!rendering) {
      rendering = inTurn(render).finally(() => inFlight.delete(key));
      if (cacheable) inFlight.set(key, rendering);
    }
    const answer = await rendering;
    if (cacheable) pages.set(key, answer);
    return answer;
  };
}
