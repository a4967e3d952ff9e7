/**
 * Content encoding for serve.ts, as any production host would do it: brotli when the client takes
 * it, else gzip, for text-like bodies over 1 KB. Built files are compressed once at the highest
 * brotli quality and kept in memory; API answers are compressed on the fly at a fast setting.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The async forms run on libuv's thread pool, so compressing a large chunk never stalls other requests.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

function pickEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function encode(body: Uint8Array, encoding: Encoding, quality: 'best' | 'fast'): Promise<Uint8Array<ArrayBuffer>> {
  // slice(): a plain ArrayBuffer-backed copy, which is what a Response body takes.
  if (encoding === 'gzip') return (await gzipAsync(body, { level: quality === 'best' ? 9 : 5 })).slice();
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength };
  return (await brotliAsync(body, { params })).slice();
}

/** Built files never change while the server runs (a rebuild changes their mtime, which is part of the key). */
const staticCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function encodeBuiltFile(body: Uint8Array, encoding: Encoding, cacheKey: string) {
  const key = `${encoding}:${cacheKey}`;
  let encoded = staticCache.get(key);
  if (!encoded) {
    encoded = encode(body, encoding, 'best');
    staticCache.set(key, encoded);
  }
  return encoded;
}

/** Compresses a built file ahead of its first request (serve.ts does this for dist/ at start-up). */
export function precompressBuiltFile(body: Uint8Array, type: string, cacheKey: string): Promise<unknown> {
  if (!COMPRESSIBLE.test(type) || body.byteLength < MIN_BYTES) return Promise.resolve();
  return encodeBuiltFile(body, 'br', cacheKey);
}

/** Compressed bodies of one cached answer (a rendered page), one per encoding, made on first use. */
export type EncodedBodies = Map<string, Promise<Uint8Array<ArrayBuffer>>>;

/**
 * Returns `res` compressed when the request accepts it and the body is worth it. `cacheKey` marks a
 * built file whose compressed bytes can be kept; `encodedBodies` keeps them for a cached page.
 */
export async function compressResponse(req: Request, res: Response, cacheKey?: string, encodedBodies?: EncodedBodies): Promise<Response> {
  const type = res.headers.get('content-type') ?? '';
  if (!res.body || req.method === 'HEAD' || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return res;
  const encoding = pickEncoding(req.headers.get('accept-encoding'));
  const headers = new Headers(res.headers);
  headers.append('vary', 'accept-encoding');
  const body = new Uint8Array(await res.arrayBuffer());
  if (!encoding || body.byteLength < MIN_BYTES) return new Response(body, { status: res.status, statusText: res.statusText, headers });

  let encoded: Promise<Uint8Array<ArrayBuffer>>;
  if (cacheKey) encoded = encodeBuiltFile(body, encoding, cacheKey);
  else if (encodedBodies) {
    encoded = encodedBodies.get(encoding) ?? encode(body, encoding, 'fast');
    encodedBodies.set(encoding, encoded);
  } else encoded = encode(body, encoding, 'fast');
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(await encoded, { status: res.status, statusText: res.statusText, headers });
}
