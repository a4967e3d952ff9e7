// How the render reaches the services (entry-server.tsx's transport): by absolute URL, with identical
// reads within the cache time shared, except those of a render carrying a forwarded header (the demo's
// faults), as its page is not cached either.
import type { Transport } from '../../api/create-client';
import { TtlCache } from './ttl-cache';

export interface ServiceReadsOptions {
  /** Answers the service paths: the demo backend in process, or a forwarder to the real services. */
  services: (req: Request) => Promise<Response>;
  /** Where paths relative to the site (`/cms/api/...`) go. */
  apiOrigin: string;
  /** How long a read is shared (ms; 0 shares none). */
  cacheMs: number;
  /** Request headers that keep a read out of the cache (the demo's test-only fault header). */
  forwardHeaders: string[];
}

export function serviceReads({ services, apiOrigin, cacheMs, forwardHeaders }: ServiceReadsOptions): Transport {
  const reads = new TtlCache<{ status: number; headers: [string, string][]; body: ArrayBuffer }>(cacheMs, 2000);

  async function readThrough(url: string, init: RequestInit) {
    const response = await callService(new Request(url, { ...init, signal: undefined }));
    const entryValue = { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
    // Only answers worth repeating are kept: a failure is asked again next time.
    if (response.ok) reads.set(url, entryValue);
    return entryValue;
  }

  /** A dropped connection (the demo's `drop` fault, a network error) is a failed fetch, as in the browser. */
  async function callService(req: Request) {
    const response = await services(req);
    if (response.type === 'error') throw new TypeError('fetch failed: the connection was dropped');
    return response;
  }

  return async (url, init) => {
    const absolute = new URL(url, apiOrigin).href;
    const method = (init.method ?? 'GET').toUpperCase();
    const forwarded = new Headers(init.headers);
    if (method !== 'GET' || cacheMs <= 0 || forwardHeaders.some((name) => forwarded.has(name)))
      return callService(new Request(absolute, init));
    const cached = reads.get(absolute) ?? (await readThrough(absolute, init));
    return new Response(cached.body.slice(0), { status: cached.status, headers: cached.headers });
  };
}
