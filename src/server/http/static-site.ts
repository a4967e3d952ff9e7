/**
 * Serves the built site (dist/) for site-server.ts: real files with their content type, /assets/*
 * cached for a year (hashed names), everything else revalidated.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { compressResponse, precompressBuiltFile } from './compression';
import { contentSecurityPolicy } from './content-security-policy';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function fileAt(path: string): Promise<BuiltFile | undefined> {
  try {
    const s = await stat(path);
    if (s.isFile()) return { path, mtime: s.mtime };
    if (s.isDirectory()) return fileAt(join(path, 'index.html'));
  } catch {
    // Missing file: the caller decides between 404 and the SPA shell.
  }
  return undefined;
}

/** Read once at start-up: the policy names the service and tile hosts configured for this deployment. */
const CSP = contentSecurityPolicy();

async function send(req: Request, file: { path: string; mtime: Date }, cacheControl: string): Promise<Response> {
  const lastModified = new Date(Math.floor(file.mtime.getTime() / 1000) * 1000);
  const since = req.headers.get('if-modified-since');
  const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': cacheControl,
    'last-modified': lastModified.toUTCString(),
  };
  if (type.startsWith('text/html')) headers['content-security-policy'] = CSP;
  if (since && Date.parse(since) >= lastModified.getTime()) return new Response(null, { status: 304, headers });
  const body = req.method === 'HEAD' ? null : new Uint8Array(await readFile(file.path));
  return compressResponse(req, new Response(body, { status: 200, headers }), builtFileKey(file));
}

const builtFileKey = (file: { path: string; mtime: Date }) => `${file.path}@${file.mtime.getTime()}`;

/** Compresses every built text file in the background, so no visitor waits for brotli's best setting. */
export async function precompressSite(dist: string): Promise<void> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const type = TYPES[extname(path).toLowerCase()] ?? '';
    const { mtime } = await stat(path);
    await precompressBuiltFile(new Uint8Array(await readFile(path)), type, builtFileKey({ path, mtime }));
  }
}

export interface BuiltFile {
  path: string;
  mtime: Date;
}

/**
 * The built file a request path names; 'none' when no file does (a page: the server renders it), an
 * answer of its own for a bad path or a missing hashed chunk (which must fail loudly, never come back as HTML).
 */
export async function fileIn(dist: string, rawPathname: string): Promise<BuiltFile | Response | 'none'> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return new Response('Bad Request', { status: 400 });
  }
  const target = normalize(join(dist, pathname));
  if (target !== dist && !target.startsWith(dist + sep)) return new Response('Forbidden', { status: 403 });
  const file = await fileAt(target);
  if (file) return file;
  if (pathname.startsWith('/assets/') || extname(pathname) === '.js')
    return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return 'none';
}

/** Serves a built file: hashed assets for a year, everything else revalidated. */
export function staticSite(dist: string) {
  return async (req: Request, file: BuiltFile | Response): Promise<Response> => {
    if (file instanceof Response) return file;
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    const isAsset = file.path.startsWith(join(dist, 'assets') + sep);
    return send(req, file, isAsset ? IMMUTABLE : 'no-cache');
  };
}
