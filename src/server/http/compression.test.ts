import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, precompressBuiltFile } from './compression';

const bigJson = JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id, name: `ATM ${id}` })) });
const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://localhost/x', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const json = (body = bigJson) => new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('compressResponse', () => {
  it('answers brotli when accepted, and the body decodes to the original', async () => {
    const res = await compressResponse(request('gzip, deflate, br'), json());
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('accept-encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(bigJson.length / 3);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(bigJson);
  });

  it('falls back to gzip, and sends plain bodies to clients that take neither', async () => {
    const gz = await compressResponse(request('gzip'), json());
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(bigJson);
    const plain = await compressResponse(request(), json());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigJson);
  });

  it('leaves small bodies, images and HEAD requests alone, and keeps the status', async () => {
    const small = await compressResponse(request('br'), json('{"ok":true}'));
    expect(small.headers.get('content-encoding')).toBeNull();
    const png = await compressResponse(request('br'), new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } }));
    expect(png.headers.get('content-encoding')).toBeNull();
    const head = await compressResponse(request('br', 'HEAD'), json());
    expect(head.headers.get('content-encoding')).toBeNull();
    const notFound = await compressResponse(
      request('br'),
      new Response(bigJson, { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-encoding')).toBe('br');
  });

  it('compresses a built file once and serves the kept bytes afterwards', async () => {
    const key = `/dist/assets/app.js@${Date.now()}`;
    await precompressBuiltFile(new TextEncoder().encode(bigJson), 'text/javascript', key);
    const js = () => new Response(bigJson, { headers: { 'content-type': 'text/javascript' } });
    const first = Buffer.from(await (await compressResponse(request('br'), js(), key)).arrayBuffer());
    const second = Buffer.from(await (await compressResponse(request('br'), js(), key)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    expect(brotliDecompressSync(first).toString('utf8')).toBe(bigJson);
  });
});
