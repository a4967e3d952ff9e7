// Sends a request on to another service, as a reverse proxy would: the production entry for every
// service path, the demo server for /cms when the content comes from a real Strapi (CMS_ORIGIN).
import { compressResponse } from './compression';

/** Hop-by-hop headers are the connection's own, never forwarded. */
const HOP_BY_HOP = [
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'accept-encoding',
];

export async function forwardRequest(req: Request, target: URL): Promise<Response> {
  const headers = new Headers(req.headers);
  HOP_BY_HOP.forEach((name) => headers.delete(name));
  try {
    const answer = await fetch(target, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer(),
      redirect: 'manual',
    });
    const outHeaders = new Headers(answer.headers);
    // fetch has already decoded the body; its length and encoding are no longer true.
    ['content-encoding', 'content-length', 'transfer-encoding'].forEach((name) => outHeaders.delete(name));
    return compressResponse(req, new Response(answer.body, { status: answer.status, headers: outHeaders }));
  } catch {
    return new Response(JSON.stringify({ error: 'Bad Gateway', message: 'The service did not answer' }), {
      status: 502,
      headers: { 'content-type': 'application/json' },
    });
  }
}

/**
 * A real Strapi answers at its own root (`/api/...`, `/uploads/...`); the site calls it under `/cms`.
 * The URL of a `/cms/...` request on such a CMS, or undefined for any other path.
 */
export function cmsTarget(url: URL, cmsOrigin: string | undefined): URL | undefined {
  if (!cmsOrigin || !url.pathname.startsWith('/cms/')) return undefined;
  return new URL(url.pathname.slice('/cms'.length) + url.search, cmsOrigin);
}
